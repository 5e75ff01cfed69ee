import styled from "@emotion/styled";
import { ROLE_LABELS } from "../entities/user/roles";
import { useSession } from "../features/auth/sessionStore";
import { Card } from "../shared/ui/Card";
import { PageHeader } from "../shared/ui/PageHeader";

const Fields = styled.dl`
  display: grid;
  grid-template-columns: 180px 1fr;
  gap: 14px 24px;
  margin: 0;
  dt { color: ${(p) => p.theme.color.textMuted}; font-weight: 500; }
  dd { margin: 0; color: ${(p) => p.theme.color.text}; }
  @media (max-width: 640px) { grid-template-columns: 1fr; gap: 4px; dd { margin-bottom: 10px; } }
`;

/** Own profile, read-only from GET /Users/Get (editing arrives with the administration screens). */
export function MyProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  const isApiUser = user.role === "ApiUser";
  const rows: [string, string][] = [
    ["Email", user.email || user.userName],
    ["Name", user.name],
    ...(isApiUser
      ? []
      : ([
          ["Title", user.title],
          ["Phone", user.phoneNumber],
        ] as [string, string][])),
    ["Role", ROLE_LABELS[user.role] ?? user.role],
    ["Company", user.companyName],
    ["API key", user.apiKey ? user.apiKey : "No API key"],
  ];
  return (
    <>
      <PageHeader
        title="My profile"
        subtitle="Your account as Keelson knows it. Editing arrives with the administration screens."
      />
      <Card>
        <Fields data-testid="my-profile">
          {rows.map(([label, value]) => (
            <div key={label} css={{ display: "contents" }}>
              <dt>{label}</dt>
              <dd>{value || "—"}</dd>
            </div>
          ))}
        </Fields>
      </Card>
    </>
  );
}
