import styled from "@emotion/styled";
import { NavLink } from "react-router-dom";

const Link = styled(NavLink, {
  shouldForwardProp: (prop) => prop !== "mini" && prop !== "nested",
})<{ mini: number; nested: number }>`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 38px;
  padding: 0 ${(p) => (p.mini ? "0" : "12px")};
  padding-left: ${(p) => (p.mini ? "0" : p.nested ? "40px" : "12px")};
  justify-content: ${(p) => (p.mini ? "center" : "flex-start")};
  border-radius: 8px;
  color: ${(p) => p.theme.color.sidebarText};
  text-decoration: none;
  font-size: 0.93rem;
  white-space: nowrap;
  overflow: hidden;
  i { font-size: 1rem; width: 18px; text-align: center; color: ${(p) => p.theme.color.sidebarMuted}; flex: none; }
  &:hover { background: ${(p) => p.theme.color.sidebarHover}; }
  &.active,
  &[data-force-active="true"] {
    background: ${(p) => p.theme.color.sidebarActive};
    color: ${(p) => p.theme.color.sidebarActiveText};
    font-weight: 600;
    i { color: ${(p) => p.theme.color.sidebarActiveText}; }
  }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.primary}; outline-offset: -2px; }
`;

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: string;
  mini: boolean;
  nested?: boolean;
  end?: boolean;
  /** Highlight even when the URL is not exactly this link (mini-mode group icons). */
  forceActive?: boolean;
}

export function SidebarLink({
  to,
  label,
  icon,
  mini,
  nested = false,
  end = false,
  forceActive = false,
}: SidebarLinkProps) {
  return (
    <Link
      to={to}
      end={end}
      data-force-active={forceActive || undefined}
      mini={mini ? 1 : 0}
      nested={nested && !mini ? 1 : 0}
      title={mini ? label : undefined}
      aria-label={mini ? label : undefined}
    >
      <i className={icon} aria-hidden="true" />
      {!mini && <span>{label}</span>}
    </Link>
  );
}
