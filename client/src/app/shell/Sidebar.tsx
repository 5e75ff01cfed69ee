import styled from "@emotion/styled";
import { useLocation } from "react-router-dom";
import { formatImo } from "../../entities/vessel/formatImo";
import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature, someVesselHasFeature } from "../../entities/vessel/vesselFeatures";
import { vesselPath } from "../../entities/vessel/vesselPaths";
import { vesselListKnown, vesselStore } from "../../entities/vessel/vesselStore";
import { DashboardSidebarList } from "../../features/dashboards/DashboardSidebarList";
import { dashboardStore } from "../../features/dashboards/state/dashboardStore";
import { useInitDashboards } from "../../features/dashboards/state/useInitDashboards";
import { useStore } from "../../shared/store/createStore";
import { BrandMark } from "../../shared/ui/BrandMark";
import { SidebarGroup } from "./SidebarGroup";
import { SidebarLink } from "./SidebarLink";
import {
  dataQualityEntries,
  type SidebarEntry,
  technicalPerformanceEntries,
  vesselInformationEntries,
} from "./sidebarEntries";

const Rail = styled.nav<{ mini: number }>`
  position: sticky;
  top: 0;
  height: 100vh;
  width: ${(p) => (p.mini ? p.theme.layout.sidebarMiniWidth : p.theme.layout.sidebarWidth)}px;
  flex: none;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.color.sidebar};
  border-right: 1px solid ${(p) => p.theme.color.border};
  transition: width 160ms ease;
  z-index: 950;
`;

const Brand = styled.div<{ mini: number }>`
  height: ${(p) => p.theme.layout.topBarHeight}px;
  flex: none;
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.mini ? "center" : "space-between")};
  gap: 10px;
  padding: 0 ${(p) => (p.mini ? "0" : "12px 0 18px")};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  .word { font-weight: 700; font-size: 1.15rem; letter-spacing: 0.02em; color: ${(p) => p.theme.color.text}; }
`;

const Scroll = styled.div<{ mini: number }>`
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
  padding: 12px ${(p) => (p.mini ? "10px" : "12px")};
  display: grid;
  align-content: start;
  gap: 4px;
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${(p) => p.theme.color.sidebarMuted};
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.color.sidebarHover}; color: ${(p) => p.theme.color.sidebarText}; }
`;

const NO_VESSELS = "No active vessels";

export function Sidebar({ mini, onToggleMini }: { mini: boolean; onToggleMini: () => void }) {
  const vesselList = useStore(vesselStore);
  const { vessels } = vesselList;
  useInitDashboards();
  const dashboardsStatus = useStore(dashboardStore).status;
  // The entries wait for the vessel and dashboard lists, which add and fill groups: drawn before them, the
  // groups below would jump down as each list arrives (layout shift) and say "no vessels" meanwhile.
  const entriesKnown =
    vesselListKnown(vesselList) && (dashboardsStatus === "ready" || dashboardsStatus === "error");
  const vessel = useCurrentVessel();
  const { pathname } = useLocation();
  // Vessel page groups only for a vessel the server listed for this user.
  const listedVessel = vessels.find((candidate) => candidate.id === vessel.id);
  const hasVessel = listedVessel !== undefined;
  const showDataQuality = someVesselHasFeature(vessels, "DataQuality");
  const showCompare = someVesselHasFeature(vessels, "Diagnostics");
  const m = mini ? 1 : 0;
  const subtitle = hasVessel ? `${vessel.name} · ${formatImo(vessel.imoNumber)}` : undefined;
  const performanceEntries = technicalPerformanceEntries.filter(
    (entry) => !entry.feature || hasFeature(listedVessel, entry.feature),
  );
  // The selected vessel's two page groups; in mini mode each collapses to one icon linking to `miniPath`.
  const vesselGroups = [
    {
      label: "Technical Performance",
      icon: "pi pi-chart-line",
      miniPath: "Diagnostics",
      entries: performanceEntries,
      testId: "sidebar-technical-performance",
    },
    {
      label: "Vessel Information",
      icon: "pi pi-info-circle",
      miniPath: "Info",
      entries: vesselInformationEntries,
      testId: "sidebar-vessel-information",
    },
  ];
  const path = pathname.toLowerCase();
  const onVesselPageOf = (entries: readonly SidebarEntry[]) =>
    hasVessel && entries.some((entry) => path.startsWith(vesselPath(vessel, entry.path).toLowerCase()));

  return (
    <Rail mini={m} aria-label="Main navigation" data-testid="sidebar" data-mini={mini}>
      <Brand mini={m}>
        {!mini && (
          <span css={{ display: "inline-flex", alignItems: "center", gap: 10 }}>
            <BrandMark size={30} />
            <span className="word">Keelson</span>
          </span>
        )}
        <Toggle
          type="button"
          onClick={onToggleMini}
          aria-label={mini ? "Expand sidebar" : "Collapse sidebar"}
          title={mini ? "Expand sidebar" : "Collapse sidebar"}
          data-testid="sidebar-toggle"
        >
          <i className={mini ? "pi pi-angle-double-right" : "pi pi-angle-double-left"} aria-hidden="true" />
        </Toggle>
      </Brand>
      <Scroll mini={m} aria-busy={!entriesKnown}>
        {entriesKnown && (
          <>
            <SidebarGroup
              label="Dashboards"
              icon="pi pi-th-large"
              mini={mini}
              miniTo="/"
              containsCurrentPage={path === "/"}
              testId="sidebar-dashboards"
            >
              <DashboardSidebarList />
            </SidebarGroup>
            <SidebarLink to="/FleetOverview" label="Fleet Overview" icon="pi pi-globe" mini={mini} />
            {showCompare && (
              <SidebarLink to="/Compare" label="Compare" icon="pi pi-arrow-right-arrow-left" mini={mini} />
            )}
            <SidebarLink to="/FleetCompliance" label="Fleet Compliance" icon="pi pi-euro" mini={mini} />
            {showDataQuality && (
              <SidebarGroup
                label="Data Quality"
                icon="pi pi-database"
                mini={mini}
                miniTo="/DataQuality"
                containsCurrentPage={path.startsWith("/dataquality")}
                testId="sidebar-data-quality"
              >
                {dataQualityEntries.map((entry) => (
                  <SidebarLink
                    key={entry.path}
                    to={`/DataQuality/${entry.path}`}
                    label={entry.label}
                    icon={entry.icon}
                    mini={false}
                    nested
                  />
                ))}
              </SidebarGroup>
            )}
            {vesselGroups.map((group) => (
              <SidebarGroup
                key={group.testId}
                label={group.label}
                icon={group.icon}
                mini={mini}
                subtitle={subtitle}
                emptyText={hasVessel ? undefined : NO_VESSELS}
                miniTo={vesselPath(vessel, group.miniPath)}
                containsCurrentPage={onVesselPageOf(group.entries)}
                testId={group.testId}
              >
                {group.entries.map((entry) => (
                  <SidebarLink
                    key={entry.path}
                    to={vesselPath(vessel, entry.path)}
                    label={entry.label}
                    icon={entry.icon}
                    mini={false}
                    nested
                  />
                ))}
              </SidebarGroup>
            ))}
            <SidebarLink to="/Notifications" label="Alerts" icon="pi pi-bell" mini={mini} />
          </>
        )}
      </Scroll>
    </Rail>
  );
}
