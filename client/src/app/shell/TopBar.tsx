import styled from "@emotion/styled";
import { companyStore } from "../../entities/company/companyStore";
import type { CurrentUser } from "../../entities/user/types";
import { useStore } from "../../shared/store/createStore";
import { TopBarFrame, TopBarPickerSlot } from "../../shared/ui/topBarStyles";
import { AlertsBell } from "./AlertsBell";
import { CompanyLabel } from "./CompanyLabel";
import { CompanyPicker } from "./CompanyPicker";
import { HelpMenu } from "./HelpMenu";
import { NewFeaturesBanner } from "./NewFeaturesBanner";
import { OfflineIndicator } from "./OfflineIndicator";
import { ProfileMenu } from "./ProfileMenu";
import { SettingsMenu } from "./SettingsMenu";
import { ThemeSwitch } from "./ThemeSwitch";
import { VesselPicker } from "./VesselPicker";

const Bar = styled(TopBarFrame)`
  gap: 12px;
  padding: 0 16px 0 20px;
  box-shadow: 0 1px 0 rgba(255, 255, 255, 0.06), 0 4px 16px rgba(3, 15, 30, 0.18);
`;

const Pickers = styled.div`
  flex: 0 1 440px;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Spacer = styled.div`
  flex: 1 1 0;
  min-width: 0;
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: 4px;
`;

const Divider = styled.span`
  width: 1px;
  height: 24px;
  margin: 0 6px;
  background: rgba(255, 255, 255, 0.16);
`;

export function TopBar({ user }: { user: CurrentUser }) {
  const { companies } = useStore(companyStore);
  const showCompanyPicker = user.isAdmin && companies.length > 1;
  return (
    <Bar data-testid="top-bar">
      <Pickers>
        {showCompanyPicker ? <CompanyPicker user={user} /> : <CompanyLabel user={user} />}
        <TopBarPickerSlot>
          <VesselPicker />
        </TopBarPickerSlot>
      </Pickers>
      <Spacer />
      <NewFeaturesBanner />
      <OfflineIndicator />
      <Actions>
        <SettingsMenu role={user.role} />
        <AlertsBell user={user} />
        <HelpMenu />
        {user.isAdmin && <ThemeSwitch />}
        <Divider aria-hidden="true" />
        <ProfileMenu user={user} />
      </Actions>
    </Bar>
  );
}
