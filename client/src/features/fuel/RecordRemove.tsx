import { RowAction } from "../../shared/table/RowAction";

/** The Remove action of a fuel record row. */
export function RecordRemove({
  onRemove,
  busy,
  testId,
}: {
  onRemove: () => void;
  busy: boolean;
  testId: string;
}) {
  return (
    <RowAction
      icon="pi pi-trash"
      label="Remove"
      severity="danger"
      disabled={busy}
      onClick={onRemove}
      testId={testId}
    />
  );
}
