import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { useSession } from "../../../entities/session/sessionStore";
import { downloadFile } from "../../../shared/api/download";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { reportPaths } from "../api/reportPaths";
import {
  reportYears,
  YEARLY_REPORT_NOTICE,
  type YearlyVoyage,
  yearlyReportAvailable,
} from "../logic/yearlyReports";

/** The MRV and IMO reports of a year (default: the current one). */
export function YearlyReports({ vesselId, voyages }: { vesselId: string; voyages: YearlyVoyage[] }) {
  const now = new Date();
  const [year, setYear] = useState(now.getUTCFullYear());
  const [busy, setBusy] = useState<string | null>(null);
  const available = yearlyReportAvailable(voyages, year);

  const { user } = useSession();
  const mayDownloadPackage = user?.role === "SuperUser" || user?.role === "Administrator";

  async function download(kind: "mrv" | "imo" | "package") {
    setBusy(kind);
    try {
      if (kind === "package")
        await downloadFile(reportPaths.mrvYearlyVerification(vesselId, year), `MRV ${year} verification.zip`);
      else
        await downloadFile(
          kind === "mrv" ? reportPaths.mrvYearly(vesselId, year) : reportPaths.imoYearly(vesselId, year),
          `${kind.toUpperCase()} ${year}.xlsx`,
        );
    } catch (failure) {
      console.error(failure);
      showSnackbar({
        text: failure instanceof Error ? failure.message : "The report could not be downloaded.",
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div
      css={{ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}
      data-testid="yearly-reports"
    >
      <Dropdown
        value={year}
        options={reportYears(voyages, now)}
        onChange={(event) => setYear(event.value as number)}
        aria-label="Report year"
        data-testid="yearly-report-year"
      />
      {available ? (
        <>
          <Button
            type="button"
            label={`MRV ${year}`}
            icon="pi pi-download"
            size="small"
            loading={busy === "mrv"}
            onClick={() => void download("mrv")}
            data-testid="yearly-report-mrv"
          />
          <Button
            type="button"
            label={`IMO DCS ${year}`}
            icon="pi pi-download"
            size="small"
            outlined
            loading={busy === "imo"}
            onClick={() => void download("imo")}
            data-testid="yearly-report-imo"
          />
          {mayDownloadPackage && (
            <Button
              type="button"
              label={`MRV ${year} verification package`}
              icon="pi pi-verified"
              size="small"
              text
              loading={busy === "package"}
              onClick={() => void download("package")}
              data-testid="yearly-report-verification"
            />
          )}
        </>
      ) : (
        <small css={(t) => ({ color: t.color.textMuted, maxWidth: 360 })} data-testid="yearly-report-notice">
          {YEARLY_REPORT_NOTICE}
        </small>
      )}
    </div>
  );
}
