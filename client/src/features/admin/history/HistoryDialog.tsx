import styled from "@emotion/styled";
import { Dialog } from "primereact/dialog";
import { ProgressSpinner } from "primereact/progressspinner";
import { useEffect, useState } from "react";
import { failureText, isNotFound } from "../../../shared/api/failureText";
import { formatUtc } from "../../../shared/format/formatUtc";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { useReturnFocus } from "../../../shared/ui/useReturnFocus";
import { describeChanges, humanizeEventType, newestFirst } from "./describeHistoryEntry";
import { type HistoryEntry, type HistorySubject, historyApi } from "./historyApi";

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 18px;
  border-left: 2px solid ${(p) => p.theme.color.border};
  display: grid;
  gap: 16px;
`;

const Item = styled.li`
  position: relative;
  &::before {
    content: "";
    position: absolute;
    left: -25px;
    top: 4px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.primary};
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.surface};
  }
  h4 { font-size: 0.98rem; color: ${(p) => p.theme.color.text}; }
  small { display: block; margin-top: 2px; color: ${(p) => p.theme.color.textMuted}; }
  ul { margin: 6px 0 0; padding-left: 16px; color: ${(p) => p.theme.color.text}; font-size: 0.9rem; }
`;

interface HistoryDialogProps {
  subject: HistorySubject;
  id: string;
  title: string;
  onHide: () => void;
}

/** Who changed what, and when: the recorded changes of one user, company or vessel, newest first. */
export function HistoryDialog({ subject, id, title, onHide }: HistoryDialogProps) {
  useReturnFocus();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    historyApi
      .list(subject, id)
      .then((list) => live && setEntries(newestFirst(list)))
      .catch((failure) => {
        if (!live) return;
        setError(
          isNotFound(failure)
            ? "No history is available yet."
            : failureText(failure, "Failed to load history."),
        );
      });
    return () => {
      live = false;
    };
  }, [subject, id]);

  return (
    <Dialog
      visible
      header={`History: ${title}`}
      onHide={onHide}
      style={{ width: 560, maxWidth: "95vw" }}
      draggable={false}
      data-testid="history-dialog"
    >
      {error && <AlertBox severity="info">{error}</AlertBox>}
      {!error && !entries && <ProgressSpinner style={{ width: 32, height: 32 }} strokeWidth="4" />}
      {entries && entries.length === 0 && <p>No changes recorded.</p>}
      {entries && entries.length > 0 && (
        <Timeline>
          {entries.map((entry) => (
            <Item key={entry.version} data-testid="history-entry">
              <h4>{humanizeEventType(entry.type)}</h4>
              <small>
                {entry.userName || "System"} · {formatUtc(entry.recordedAt)} UTC · version {entry.version}
              </small>
              {describeChanges(entry).length > 0 && (
                <ul>
                  {describeChanges(entry).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </Item>
          ))}
        </Timeline>
      )}
    </Dialog>
  );
}
