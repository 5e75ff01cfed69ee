import styled from "@emotion/styled";
import { useLocation, useNavigate } from "react-router-dom";
import { useStore } from "../../shared/store/createStore";
import { dashboardStore, ownDashboards, selectDashboard, sharedDashboards } from "./state/dashboardStore";

const Item = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  height: 36px;
  padding: 0 12px 0 40px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${(p) => p.theme.color.sidebarText};
  font: inherit;
  font-size: 0.93rem;
  text-align: left;
  cursor: pointer;
  white-space: nowrap;
  i { font-size: 1rem; width: 18px; text-align: center; color: ${(p) => p.theme.color.sidebarMuted}; flex: none; }
  span { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
  &:hover { background: ${(p) => p.theme.color.sidebarHover}; }
  &[aria-current="page"] {
    background: ${(p) => p.theme.color.sidebarActive};
    color: ${(p) => p.theme.color.sidebarActiveText};
    font-weight: 600;
    i { color: ${(p) => p.theme.color.sidebarActiveText}; }
  }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.primary}; outline-offset: -2px; }
`;

const Heading = styled.div`
  padding: 8px 12px 2px 40px;
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${(p) => p.theme.color.sidebarMuted};
`;

/**
 * The sidebar's Dashboards group: own dashboards, then "Shared with me" when any exist. Choosing one
 * makes it active and, from another page, goes to / (spec 3 §2).
 */
export function DashboardSidebarList() {
  const state = useStore(dashboardStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shared = sharedDashboards(state);
  const activeId = state.activeId ?? state.dashboards[0]?.id;
  const item = (d: { id: string; name: string }, icon: string) => (
    <Item
      key={d.id}
      type="button"
      aria-current={pathname === "/" && d.id === activeId ? "page" : undefined}
      onClick={() => {
        if (d.id) selectDashboard(d.id);
        if (pathname !== "/") navigate("/");
      }}
      title={d.name}
      data-testid="sidebar-dashboard"
      data-name={d.name}
    >
      <i className={icon} aria-hidden="true" />
      <span>{d.name}</span>
    </Item>
  );
  if (state.dashboards.length === 0) return item({ id: "", name: "Dashboard" }, "pi pi-objects-column");
  return (
    <>
      {ownDashboards(state).map((d) => item(d, "pi pi-objects-column"))}
      {shared.length > 0 && (
        <>
          <Heading data-testid="sidebar-shared-with-me">Shared with me</Heading>
          {shared.map((d) => item(d, "pi pi-users"))}
        </>
      )}
    </>
  );
}
