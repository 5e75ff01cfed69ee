import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { OverlayPanel } from "primereact/overlaypanel";
import { useRef } from "react";
import type { CurrentUser } from "../../entities/user/types";
import { BrandLogo } from "../../shared/ui/BrandMark";
import { TopBarFrame } from "../../shared/ui/topBarStyles";

const Bar = styled(TopBarFrame)`
  gap: 8px;
  padding: 0 24px;
  .spacer { flex: 1; }
  .p-button.p-button-text { color: ${(p) => p.theme.color.topBarText}; }
  .p-button.p-button-text:enabled:hover { background: ${(p) => p.theme.color.topBarHover}; }
`;

const Profile = styled.div`
  min-width: 260px;
  padding: 16px;
  display: grid;
  gap: 4px;
  .name { font-weight: 600; }
  .email { color: ${(p) => p.theme.color.textMuted}; margin-bottom: 12px; }
`;

interface KognifaiNavProps {
  user: CurrentUser;
  onHelp: () => void;
  onAbout: () => void;
  onLogOut: () => void;
}

export function KognifaiNav({ user, onHelp, onAbout, onLogOut }: KognifaiNavProps) {
  const profile = useRef<OverlayPanel>(null);
  return (
    <Bar>
      <BrandLogo size={30} />
      <span className="spacer" />
      <Button text icon="pi pi-question-circle" label="Help" onClick={onHelp} data-testid="kognifai-help" />
      <Button text icon="pi pi-info-circle" label="About" onClick={onAbout} data-testid="kognifai-about" />
      <Button
        text
        icon="pi pi-user"
        label="Profile"
        onClick={(event) => profile.current?.toggle(event)}
        data-testid="kognifai-profile"
      />
      <OverlayPanel ref={profile}>
        <Profile data-testid="kognifai-profile-panel">
          <span className="name">{user.name || "Username missing"}</span>
          <span className="email">{user.email || "Email missing"}</span>
          <Button
            label="Log out"
            icon="pi pi-sign-out"
            outlined
            onClick={onLogOut}
            data-testid="kognifai-logout"
          />
        </Profile>
      </OverlayPanel>
    </Bar>
  );
}
