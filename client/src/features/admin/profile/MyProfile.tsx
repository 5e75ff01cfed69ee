import styled from "@emotion/styled";
import { useSession } from "../../../entities/session/sessionStore";
import { ROLE_LABELS } from "../../../entities/user/roles";
import { Card } from "../../../shared/ui/Card";
import { InfoList } from "../../../shared/ui/InfoList";
import { PageHeader } from "../../../shared/ui/PageHeader";
import { ChangePasswordForm } from "./ChangePasswordForm";

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  h2 { font-size: 1.1rem; margin-bottom: 16px; color: ${(p) => p.theme.color.text}; }
  @media (max-width: 960px) { grid-template-columns: 1fr; }
`;

/** Own profile: e-mail, name, title and phone (hidden for ApiUser), role, API key; change password. */
export function MyProfile() {
  const { user } = useSession();
  if (!user) return null;
  const apiUser = user.role === "ApiUser";
  const rows: [string, string][] = [
    ["Email", user.email || user.userName],
    ["Name", user.name],
    ...(apiUser
      ? []
      : ([
          ["Title", user.title],
          ["Phone", user.phoneNumber],
        ] as [string, string][])),
    ["Role", ROLE_LABELS[user.role] ?? user.role],
    ["Company", user.companyName],
    ["API key", user.apiKey || "No API key"],
  ];
  return (
    <>
      <PageHeader title="My profile" subtitle="Your account as Keelson knows it." />
      <Grid>
        <Card>
          <h2>Account</h2>
          <InfoList rows={rows} testId="my-profile" />
        </Card>
        {!apiUser && (
          <Card>
            <h2>Change password</h2>
            <ChangePasswordForm username={user.email || user.userName} />
          </Card>
        )}
      </Grid>
    </>
  );
}
