import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { useSession } from "../../../entities/session/sessionStore";
import { downloadFile } from "../../../shared/api/download";
import { verificationPackagePaths } from "../../../shared/api/verificationPackagePaths";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { reportPaths } from "../api/reportPaths";
import {
  reportYears,
  YEARLY_REPORT_NOTICE,
  type YearlyVoyage,
  yearlyReportAvailable,
} from "../logic/yearlyReports";

/** The row's downloads: path and file name (the server's Content-Disposition names the file first). */
const DOWNLOADS = {
  mrv: { path: reportPaths.mrvYearly, file: (year: number) => `MRV ${year}.xlsx` },
  imo: { path: reportPaths.imoYearly, file: (year: number) => `IMO ${year}.xlsx` },
  mrvPackage: {
    path: verificationPackagePaths.mrvYear,
    file: (year: number) => `MRV ${year} verification.zip`,
  },
  imoPackage: {
    path: verificationPackagePaths.imoYear,
    file: (year: number) => `IMO DCS ${year} verification.zip`,
  },
};
type Download = keyof typeof DOWNLOADS;

/** The vessel-year verification packages (docs/verification.md): one per yearly report. */
const PACKAGES = [
  { kind: "mrvPackage", scheme: "MRV", testId: "yearly-report-verification" },
  { kind: "imoPackage", scheme: "IMO DCS", testId: "yearly-report-imo-verification" },
] as const;

/** The MRV and IMO reports of a year (default: the current one). */
export function YearlyReports({ vesselId, voyages }: { vesselId: string; voyages: YearlyVoyage[] }) {
  const now = new Date();
  const [year, setYear] = useState(now.getUTCFullYear());
  const [busy, setBusy] = useState<Download | null>(null);
  const available = yearlyReportAvailable(voyages, year);

  const { user } = useSession();
  const mayDownloadPackage = user?.role === "SuperUser" || user?.role === "Administrator";

  async function download(kind: Download) {
    setBusy(kind);
    try {
      const { path, file } = DOWNLOADS[kind];
      await downloadFile(path(vesselId, year), file(year));
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
      css={{ display: "flex", alignItems: "center", gap: 8, columnGap: 16, flexWrap: "wrap" }}
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
            // One group, so that at narrow widths it moves to its own line whole instead of splitting a label.
            <fieldset
              aria-labelledby="yearly-verification-packages"
              css={{
                display: "flex",
                alignItems: "center",
                gap: 4,
                flexWrap: "nowrap",
                border: 0,
                margin: 0,
                padding: 0,
                minWidth: 0,
              }}
            >
              <small id="yearly-verification-packages" css={(t) => ({ color: t.color.textMuted })}>
                Verification packages
              </small>
              {PACKAGES.map(({ kind, scheme, testId }) => (
                <Button
                  key={kind}
                  type="button"
                  label={`${scheme} ${year}`}
                  aria-label={`${scheme} ${year} verification package`}
                  icon="pi pi-verified"
                  size="small"
                  text
                  loading={busy === kind}
                  onClick={() => void download(kind)}
                  data-testid={testId}
                />
              ))}
            </fieldset>
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
