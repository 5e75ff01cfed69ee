import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { formatDateTime } from "../../shared/format/formatDateTime";
import type { Announcement } from "./types";

const Item = styled.article<{ unread: boolean }>`
  position: relative;
  padding: 14px 16px 14px 20px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => (p.unread ? p.theme.color.primarySoft : p.theme.color.surface)};
  &::before {
    content: "";
    position: absolute;
    left: 8px;
    top: 20px;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${(p) => (p.unread ? p.theme.color.primary : "transparent")};
  }
  h3 { font-size: 0.98rem; color: ${(p) => p.theme.color.text}; }
  time { display: block; font-size: 0.8rem; color: ${(p) => p.theme.color.textMuted}; margin-top: 2px; }
  p { margin-top: 8px; white-space: pre-wrap; line-height: 1.5; color: ${(p) => p.theme.color.text}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 8px;
`;

interface AnnouncementCardProps {
  announcement: Announcement;
  onMarkRead?: (announcementId: string) => void;
}

export function AnnouncementCard({ announcement, onMarkRead }: AnnouncementCardProps) {
  const unread = !announcement.isView;
  return (
    <Item unread={unread} data-testid="announcement-item" data-unread={unread}>
      <h3>{announcement.title}</h3>
      <time dateTime={announcement.publishDate}>{formatDateTime(announcement.publishDate)}</time>
      <p>{announcement.announcementDetails}</p>
      {unread && onMarkRead && (
        <Actions>
          <Button
            size="small"
            text
            icon="pi pi-check"
            label="Mark as read"
            onClick={() => onMarkRead(announcement.announcementId)}
            data-testid="announcement-mark-read"
          />
        </Actions>
      )}
    </Item>
  );
}
