import styled from "@emotion/styled";
import { OverlayPanel } from "primereact/overlaypanel";
import { type MouseEvent, type Ref, useCallback, useEffect, useRef, useState } from "react";
import { incidentsStore, unreadIncidentCount } from "../../entities/alert/incidentsStore";
import type { CurrentUser } from "../../entities/user/types";
import { useUnreadAnnouncementCount } from "../../features/announcements/AnnouncementsPanelTab";
import { useStore } from "../../shared/store/createStore";
import { TopBarIconButton } from "../../shared/ui/topBarStyles";
import { lightTheme } from "../theme/tokens";
import { AlertsAnnouncementsPanel } from "./AlertsAnnouncementsPanel";
import { formatUnreadCount } from "./unreadCounter";

/** The top bar's icon button, positioned for the unread counter, with a slightly larger bell. */
const BellButton = styled(TopBarIconButton)`
  position: relative;
  i { font-size: 1.15rem; }
  &[data-ringing="true"] i { animation: keelson-bell-ring 0.9s ease-in-out 2; transform-origin: 50% 10%; }
  @keyframes keelson-bell-ring {
    0%, 100% { transform: rotate(0); }
    15% { transform: rotate(14deg); }
    30% { transform: rotate(-12deg); }
    45% { transform: rotate(9deg); }
    60% { transform: rotate(-6deg); }
    75% { transform: rotate(3deg); }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-ringing="true"] i { animation: none; }
  }
`;

const Counter = styled.span`
  position: absolute;
  top: 2px;
  left: 21px;
  min-width: 19px;
  height: 19px;
  padding: 0 5px;
  border-radius: 10px;
  /* The top bar is navy in both themes: the light theme's danger carries white text at AA (tokens.test.ts). */
  background: ${lightTheme.color.danger};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 19px;
  text-align: center;
  box-shadow: 0 0 0 2px #0c2540;
`;

/**
 * The bell: unacknowledged open incidents plus unread announcements (99+ above 99), opening the panel.
 * Only the button reads the stores. "Mark all as read" makes the server push one message per incident,
 * each its own task; had the bell read them, every push would render the whole open panel again, and
 * PrimeReact's TabView sets its own state after each of its renders, so each push's commit left an update
 * pending and past 50 in a row React threw #185, maximum update depth (issue 34). Each tab reads what it
 * shows itself.
 */
export function AlertsBell({ user }: { user: CurrentUser }) {
  const panel = useRef<OverlayPanel>(null);
  const bell = useRef<HTMLButtonElement>(null);
  // Keyboard focus comes back to the bell: after Escape or a click outside closes the panel, and after an
  // acknowledgement removed the focused card from the list.
  const focusBell = useCallback(() => bell.current?.focus(), []);
  const hidePanel = useCallback(() => panel.current?.hide(), []);
  return (
    <>
      <BellWithCounter ref={bell} onClick={(event) => panel.current?.toggle(event)} />
      <OverlayPanel ref={panel} aria-label="Alerts and announcements" onHide={focusBell}>
        <AlertsAnnouncementsPanel user={user} onNavigate={hidePanel} onAcknowledged={focusBell} />
      </OverlayPanel>
    </>
  );
}

function BellWithCounter({
  ref,
  onClick,
}: {
  ref: Ref<HTMLButtonElement>;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const incidents = useStore(incidentsStore);
  const alerts = unreadIncidentCount(incidents);
  const ringing = useRinging(incidents.rings);
  const count = alerts + useUnreadAnnouncementCount();
  const label = count > 0 ? `Alerts and announcements, ${count} unread` : "Alerts and announcements";
  return (
    <BellButton
      ref={ref}
      type="button"
      aria-label={label}
      title="Alerts & Announcements"
      onClick={onClick}
      data-testid="alerts-bell"
      data-alerts={alerts}
      data-ringing={ringing}
    >
      <i className="pi pi-bell" aria-hidden="true" />
      {count > 0 && <Counter data-testid="alerts-bell-counter">{formatUnreadCount(count)}</Counter>}
    </BellButton>
  );
}

/** True for a few seconds after each ring (a new or raised incident open now). */
function useRinging(rings: number): boolean {
  const [ringing, setRinging] = useState(false);
  useEffect(() => {
    if (rings === 0) return;
    setRinging(true);
    const timer = window.setTimeout(() => setRinging(false), 2_000);
    return () => window.clearTimeout(timer);
  }, [rings]);
  return ringing;
}
