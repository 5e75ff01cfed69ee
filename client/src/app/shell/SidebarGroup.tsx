import styled from "@emotion/styled";
import { type FocusEvent, type ReactNode, useId, useState } from "react";
import { SidebarLink } from "./SidebarLink";

const Header = styled.button<{ mini: number }>`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  height: 38px;
  padding: 0 ${(p) => (p.mini ? "0" : "12px")};
  justify-content: ${(p) => (p.mini ? "center" : "flex-start")};
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${(p) => p.theme.color.sidebarText};
  font: inherit;
  font-size: 0.93rem;
  font-weight: 600;
  cursor: pointer;
  text-align: left;
  > i:first-of-type { width: 18px; text-align: center; color: ${(p) => p.theme.color.sidebarMuted}; }
  .chevron { margin-left: auto; font-size: 0.75rem; color: ${(p) => p.theme.color.sidebarMuted}; transition: transform 150ms; }
  &[aria-expanded="false"] .chevron { transform: rotate(-90deg); }
  &:hover { background: ${(p) => p.theme.color.sidebarHover}; }
  .label { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Subtitle = styled.div`
  padding: 0 12px 4px 42px;
  margin-top: -4px;
  font-size: 0.78rem;
  color: ${(p) => p.theme.color.sidebarMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Items = styled.div`
  display: grid;
  gap: 2px;
  margin-bottom: 6px;
`;

const MiniEmpty = styled.div`
  display: grid;
  place-items: center;
  height: 38px;
  color: ${(p) => p.theme.color.sidebarMuted};
  opacity: 0.5;
`;

/** Mini mode: the group's pages in a panel beside its icon, on hover or keyboard focus. */
const Flyout = styled.div`
  position: fixed;
  z-index: 1000;
  min-width: 230px;
  padding: 6px;
  display: grid;
  gap: 2px;
  background: ${(p) => p.theme.color.sidebar};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 10px;
  box-shadow: ${(p) => p.theme.shadow.card};
  a { padding-left: 12px; }
  .title { padding: 6px 12px 2px; font-weight: 600; color: ${(p) => p.theme.color.sidebarText}; }
  .subtitle { padding: 0 12px 6px; font-size: 0.78rem; color: ${(p) => p.theme.color.sidebarMuted}; }
`;

const Empty = styled.div`
  padding: 6px 12px 8px 42px;
  font-size: 0.85rem;
  font-style: italic;
  color: ${(p) => p.theme.color.sidebarMuted};
`;

interface SidebarGroupProps {
  label: string;
  icon: string;
  mini: boolean;
  subtitle?: string;
  /** Text instead of entries, e.g. 'No active vessels'. */
  emptyText?: string;
  testId?: string;
  /** Mini mode shows the group as one icon linking here. */
  miniTo?: string;
  /** Whether the current page belongs to this group (highlights the mini icon). */
  containsCurrentPage?: boolean;
  children?: ReactNode;
}

/**
 * A collapsible group; in mini mode it collapses to a single icon linking to its first entry, with its
 * pages in a flyout beside it.
 */
export function SidebarGroup(props: SidebarGroupProps) {
  const { label, icon, mini, subtitle, emptyText, testId, miniTo, containsCurrentPage, children } = props;
  const [open, setOpen] = useState(true);
  const [flyoutAt, setFlyoutAt] = useState<{ top: number; left: number } | null>(null);
  const itemsId = useId();
  if (mini) {
    const show = (element: HTMLElement) => {
      const rect = element.getBoundingClientRect();
      setFlyoutAt({ top: rect.top, left: rect.right });
    };
    const hideUnlessInside = (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFlyoutAt(null);
    };
    const hasPages = !emptyText && children;
    return (
      <div
        data-testid={testId}
        onMouseEnter={(event) => hasPages && show(event.currentTarget)}
        onMouseLeave={() => setFlyoutAt(null)}
        onFocus={(event) => hasPages && show(event.currentTarget)}
        onBlur={hideUnlessInside}
        onKeyDown={(event) => event.key === "Escape" && setFlyoutAt(null)}
      >
        {miniTo && !emptyText ? (
          <SidebarLink to={miniTo} label={label} icon={icon} mini forceActive={containsCurrentPage} />
        ) : (
          <MiniEmpty title={`${label}: ${emptyText ?? ""}`} aria-label={`${label}: ${emptyText ?? ""}`}>
            <i className={icon} aria-hidden="true" />
          </MiniEmpty>
        )}
        {flyoutAt && hasPages && (
          <Flyout
            style={flyoutAt}
            role="group"
            aria-label={label}
            data-testid={testId && `${testId}-flyout`}
            onClick={() => setFlyoutAt(null)}
          >
            <div className="title">{label}</div>
            {subtitle && <div className="subtitle">{subtitle}</div>}
            {children}
          </Flyout>
        )}
      </div>
    );
  }
  return (
    <div data-testid={testId}>
      <Header
        mini={0}
        type="button"
        aria-expanded={open}
        aria-controls={itemsId}
        onClick={() => setOpen(!open)}
      >
        <i className={icon} aria-hidden="true" />
        <span className="label">{label}</span>
        <i className="pi pi-chevron-down chevron" aria-hidden="true" />
      </Header>
      {open && subtitle && <Subtitle title={subtitle}>{subtitle}</Subtitle>}
      {open && (
        <Items id={itemsId} role="group" aria-label={label}>
          {emptyText ? <Empty>{emptyText}</Empty> : children}
        </Items>
      )}
    </div>
  );
}
