import styled from "@emotion/styled";
import { NavLink, Outlet } from "react-router-dom";
import { helpTopics } from "../shared/routing/helpTopics";

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: 1fr; }
`;

const Topics = styled.nav`
  position: sticky;
  top: ${(p) => p.theme.layout.topBarHeight + 24}px;
  display: grid;
  gap: 2px;
  padding: 10px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  h2 { font-size: 0.78rem; text-transform: uppercase; letter-spacing: 0.08em; color: ${(p) => p.theme.color.textMuted}; padding: 8px 10px; }
  a {
    display: flex; align-items: center; gap: 10px;
    padding: 8px 10px; border-radius: 8px; text-decoration: none;
    color: ${(p) => p.theme.color.text}; font-size: 0.93rem;
  }
  a i { color: ${(p) => p.theme.color.textMuted}; width: 16px; }
  a:hover { background: ${(p) => p.theme.color.surfaceMuted}; }
  a.active { background: ${(p) => p.theme.color.primarySoft}; color: ${(p) => p.theme.color.primary}; font-weight: 600; }
  a.active i { color: ${(p) => p.theme.color.primary}; }
`;

/** /Help: topic list beside the chosen help page. */
export function HelpLayout() {
  return (
    <Layout>
      <Topics aria-label="Help topics">
        <h2>Help</h2>
        {helpTopics.map((topic) => (
          <NavLink key={topic.path} to={`/Help/${topic.path}`}>
            <i className={topic.icon} aria-hidden="true" />
            {topic.label}
          </NavLink>
        ))}
      </Topics>
      <Outlet />
    </Layout>
  );
}
