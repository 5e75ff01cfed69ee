import styled from "@emotion/styled";
import { liveStatusStore } from "../../shared/live/liveSocket";
import { useStore } from "../../shared/store/createStore";

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  color: #fde68a;
  background: rgba(245, 158, 11, 0.16);
  border: 1px solid rgba(245, 158, 11, 0.45);
  white-space: nowrap;
`;

/** Shown while the live channel is disconnected; socket.io reconnects by itself. */
export function OfflineIndicator() {
  const status = useStore(liveStatusStore);
  if (status !== "offline") return null;
  return (
    <Pill role="status" title="Live updates are paused; reconnecting…" data-testid="offline-indicator">
      <i className="pi pi-wifi" aria-hidden="true" />
      Offline
    </Pill>
  );
}
