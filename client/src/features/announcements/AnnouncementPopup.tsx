import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import type { CurrentUser } from "../../entities/user/types";
import { useStore } from "../../shared/store/createStore";
import { useModalDialogOpen } from "../../shared/ui/useModalDialogOpen";
import { AnnouncementCard } from "./AnnouncementCard";
import {
  closeAnnouncementPopup,
  markAllAnnouncementsRead,
  markAnnouncementRead,
} from "./announcementActions";
import { announcementsStore, unreadAnnouncementsOf } from "./announcementsStore";

const List = styled.div`
  display: grid;
  gap: 10px;
  max-height: 60vh;
  overflow-y: auto;
`;

const OWN_MASK = "announcement-popup-mask";

/**
 * Unread announcements, shown on sign-in and whenever a new one arrives live. One that arrives while the
 * user works in another dialog (an edit) waits until that is closed, rather than cover it and take its focus.
 */
export function AnnouncementPopup({ user }: { user: CurrentUser }) {
  const state = useStore(announcementsStore);
  const unread = unreadAnnouncementsOf(state);
  const otherDialogOpen = useModalDialogOpen(OWN_MASK);
  const visible = state.popupOpen && unread.length > 0 && !otherDialogOpen;

  return (
    <Dialog
      visible={visible}
      onHide={closeAnnouncementPopup}
      header={
        // A heading, so that the announcements' own (h3) follow one level down (axe/Lighthouse heading-order).
        <h2 css={{ display: "inline-flex", alignItems: "center", gap: 10, font: "inherit", margin: 0 }}>
          <i className="pi pi-megaphone" aria-hidden="true" />
          {unread.length === 1 ? "New announcement" : `${unread.length} new announcements`}
        </h2>
      }
      style={{ width: "30vw" }}
      breakpoints={{ "1280px": "44vw", "900px": "92vw" }}
      draggable={false}
      dismissableMask
      maskClassName={OWN_MASK}
      data-testid="announcement-popup"
      footer={
        <div css={{ display: "flex", justifyContent: "flex-end", gap: 8 }}>
          <Button
            label="Close"
            text
            onClick={closeAnnouncementPopup}
            data-testid="announcement-popup-close"
          />
          <Button
            label={unread.length > 1 ? "Mark all as read" : "Mark as read"}
            icon="pi pi-check"
            onClick={() =>
              unread.length > 1
                ? void markAllAnnouncementsRead(user)
                : void markAnnouncementRead(user, unread[0]?.announcementId ?? "")
            }
            data-testid="announcement-popup-mark-read"
          />
        </div>
      }
    >
      <List>
        {unread.map((announcement) => (
          <AnnouncementCard key={announcement.announcementId} announcement={announcement} />
        ))}
      </List>
    </Dialog>
  );
}
