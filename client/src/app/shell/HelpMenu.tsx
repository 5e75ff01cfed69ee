import { useNavigate } from "react-router-dom";
import { helpTopics } from "../../shared/routing/helpTopics";
import { linkMenuItem } from "../../shared/routing/linkMenuItem";
import { TopBarMenuButton } from "./TopBarMenuButton";

export function HelpMenu() {
  const navigate = useNavigate();
  const items = [
    ...helpTopics.map((topic) =>
      linkMenuItem(navigate, `/Help/${topic.path}`, { label: topic.label, icon: topic.icon }),
    ),
    { separator: true },
    linkMenuItem(navigate, "/About", { label: "About", icon: "pi pi-info-circle" }),
  ];
  return (
    <TopBarMenuButton icon="pi pi-question-circle" label="Help" items={items} testId="help-menu-button" />
  );
}
