import { Dialog } from "primereact/dialog";
import { formatUtc } from "../../shared/format/formatUtc";
import { InfoList } from "../../shared/ui/InfoList";
import { useReturnFocus } from "../../shared/ui/useReturnFocus";
import { noonValue } from "./noonValue";
import { NOON_REPORT_FIELDS, type OnboardReport } from "./onboardReportsApi";

/** Every field of one noon report, as the ship sent it. */
export function NoonReportDialog({ report, onClose }: { report: OnboardReport; onClose: () => void }) {
  // Back to the row (or View button) that opened it.
  useReturnFocus();
  return (
    <Dialog
      visible
      header={`${report.reportType}, ${formatUtc(report.timestamp)} UTC`}
      onHide={onClose}
      style={{ width: 560, maxWidth: "95vw" }}
      draggable={false}
      data-testid="noon-report-dialog"
    >
      <InfoList
        testId="noon-report-fields"
        rows={NOON_REPORT_FIELDS.map((field) => [field.label, noonValue(report.values, field.column)])}
      />
    </Dialog>
  );
}
