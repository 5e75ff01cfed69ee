import styled from "@emotion/styled";
import { useEffect } from "react";
import { Outlet } from "react-router-dom";
import { loadCompanies } from "../../entities/company/companyStore";
import { useSession } from "../../entities/session/sessionStore";
import { useVesselRoute } from "../../entities/vessel/useVesselRoute";
import { loadVessels, selectVessel, vesselStore } from "../../entities/vessel/vesselStore";
import { useAlertsLive } from "../../features/alerts/useAlertsLive";
import { AnnouncementPopup } from "../../features/announcements/AnnouncementPopup";
import { useAnnouncementsLive } from "../../features/announcements/useAnnouncementsLive";
import { useStore } from "../../shared/store/createStore";
import { ActingCompanyNotice } from "./ActingCompanyNotice";
import { Sidebar } from "./Sidebar";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import { TopBar } from "./TopBar";
import { useSidebarMini } from "./useSidebarMini";
import { VesselBreadcrumb } from "./VesselBreadcrumb";

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Content = styled.main`
  width: 100%;
  max-width: ${(p) => p.theme.layout.maxWidth}px;
  margin: 0 auto;
  padding: 24px 28px 48px;
  &:focus { outline: none; }
`;

/** The signed-in layout: sidebar, top bar, vessel breadcrumb, page, and the announcement popup. */
export function AppShell() {
  const { user, session } = useSession();
  const [mini, toggleMini] = useSidebarMini();
  const vesselRoute = useVesselRoute();
  const { vessels } = useStore(vesselStore);
  const companyId = user?.companyId ?? null;
  const isAdmin = !!user?.isAdmin;

  useAnnouncementsLive(session?.csrf ?? null, companyId);
  useAlertsLive(session?.csrf ?? null, companyId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the acting company decides which vessels are visible
  useEffect(() => {
    void loadVessels();
  }, [companyId]);

  useEffect(() => {
    if (isAdmin) void loadCompanies();
  }, [isAdmin]);

  // Opening a vessel route makes that vessel the selected one.
  const routeVesselId = vesselRoute?.vesselId;
  useEffect(() => {
    if (routeVesselId && vessels.some((vessel) => vessel.id === routeVesselId)) selectVessel(routeVesselId);
  }, [routeVesselId, vessels]);

  if (!user) return null;
  return (
    <Frame>
      <SkipLink />
      <Sidebar mini={mini} onToggleMini={toggleMini} />
      <Column>
        <TopBar user={user} />
        <Content id={MAIN_CONTENT_ID} tabIndex={-1}>
          <ActingCompanyNotice />
          <VesselBreadcrumb />
          <Outlet />
        </Content>
      </Column>
      <AnnouncementPopup user={user} />
    </Frame>
  );
}
