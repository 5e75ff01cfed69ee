import { Button } from "primereact/button";

/** The download button of a compliance workbook (Excel), under the figures it holds. */
export function WorkbookDownload({
  label,
  testId,
  onDownload,
  inline = false,
}: {
  label: string;
  testId: string;
  onDownload: () => void;
  /** In a row of controls rather than under a card's figures. */
  inline?: boolean;
}) {
  return (
    <Button
      type="button"
      label={label}
      icon="pi pi-download"
      outlined
      size="small"
      css={inline ? undefined : { marginTop: 16 }}
      onClick={onDownload}
      data-testid={testId}
    />
  );
}
