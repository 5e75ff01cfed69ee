import { Button } from "primereact/button";
import { useState } from "react";
import { HistoryDialog } from "./HistoryDialog";
import type { HistorySubject } from "./historyApi";

/** Opens the change timeline of a user, company or vessel. */
export function HistoryButton({
  subject,
  id,
  title,
}: {
  subject: HistorySubject;
  id: string;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        label="History"
        icon="pi pi-history"
        text
        size="small"
        onClick={() => setOpen(true)}
        data-testid="history-button"
      />
      {open && <HistoryDialog subject={subject} id={id} title={title} onHide={() => setOpen(false)} />}
    </>
  );
}
