import { useNavigate } from "react-router-dom";
import { helpTopics } from "../../shared/routing/helpTopics";
import { TopBarMenuButton } from "./TopBarMenuButton";

export function HelpMenu() {
  const navigate = useNavigate();
  const items = [
    ...helpTopics.map((topic) => ({
      label: topic.label,
      icon: topic.icon,
      command: () => navigate(`/Help/${topic.path}`),
    })),
    { separator: true },
    { label: "About", icon: "pi pi-info-circle", command: () => navigate("/About") },
  ];
  return (
    <TopBarMenuButton icon="pi pi-question-circle" label="Help" items={items} testId="help-menu-button" />
  );
}
