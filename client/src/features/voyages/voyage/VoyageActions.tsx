import { Button } from "primereact/button";
import { useState } from "react";
import type { VoyageCapabilities } from "../../../../../domain/voyages/capabilities";
import { downloadFile } from "../../../shared/api/download";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { olderReportPaths, reportPaths } from "../api/reportPaths";
import { voyagesApi } from "../api/voyagesApi";
import { useSaving } from "./useSaving";
import type { VoyageData } from "./useVoyage";

export const MRV_NOT_AVAILABLE = "MRV report is not available between non Member States.";

type Step =
  | "ConfirmVoyageInformation"
  | "UnconfirmVoyageInformation"
  | "ConfirmVoyageData"
  | "UnconfirmVoyageData";

/**
 * The voyage's two confirmation steps and, once data is confirmed, its reports and the class-society
 * file (sending needs the vessel's data-access key).
 */
export function VoyageActions({
  data,
  capabilities,
  onSaved,
  layout = "current",
}: {
  data: VoyageData;
  capabilities: VoyageCapabilities;
  onSaved: () => Promise<void>;
  /** "older": the previous page's button names and its report links by query (spec 2 §2, §7). */
  layout?: "current" | "older";
}) {
  const older = layout === "older";
  const paths = older ? olderReportPaths : reportPaths;
  const { voyage } = data;
  const saving = useSaving(onSaved);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [askingToClear, setAskingToClear] = useState(false);
  const toClear = voyage.consumptionsToClear;
  const step = (name: Step) => void saving.run(() => voyagesApi.voyageStep(voyage.departureId, name));
  const name = voyage.departure.voyage?.name || "voyage";

  async function download(kind: string, path: string, fallback: string) {
    setDownloading(kind);
    try {
      await downloadFile(path, fallback);
    } catch (failure) {
      console.error(failure);
      showSnackbar({
        text: failure instanceof Error ? failure.message : "The report could not be downloaded.",
      });
    } finally {
      setDownloading(null);
    }
  }

  async function send() {
    setDownloading("send");
    try {
      await voyagesApi.voyageStep(voyage.departureId, "UploadDnvVoyageData");
      showSnackbar({ text: "The voyage file was sent to the classification society.", color: "success" });
    } catch (failure) {
      console.error(failure);
      showSnackbar({
        text: failure instanceof Error ? failure.message : "The voyage file could not be sent.",
      });
    } finally {
      setDownloading(null);
    }
  }

  const hint = !voyage.isInformationConfirmed
    ? capabilities.reasons.confirmInformation
    : !voyage.isDataConfirmed
      ? capabilities.reasons.confirmData
      : null;

  return (
    <div css={{ display: "grid", gap: 10 }} data-testid="voyage-actions">
      <div css={{ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }}>
        {!voyage.isInformationConfirmed && (
          <Button
            type="button"
            label={older ? "Proceed with distance & fuel" : "Confirm information"}
            icon="pi pi-check-square"
            size="small"
            disabled={!capabilities.canConfirmInformation}
            loading={saving.busy}
            onClick={() => (toClear.length > 0 ? setAskingToClear(true) : step("ConfirmVoyageInformation"))}
            data-testid="voyage-confirm-information"
          />
        )}
        {capabilities.canUnconfirmInformation && (
          <Button
            type="button"
            label="Edit event info"
            icon="pi pi-pencil"
            size="small"
            outlined
            loading={saving.busy}
            onClick={() => step("UnconfirmVoyageInformation")}
            data-testid="voyage-unconfirm-information"
          />
        )}
        {voyage.isInformationConfirmed && !voyage.isDataConfirmed && (
          <Button
            type="button"
            label={older ? "Confirm fuel & distance" : "Confirm data"}
            icon="pi pi-verified"
            size="small"
            severity="success"
            disabled={!capabilities.canConfirmData}
            loading={saving.busy}
            onClick={() => step("ConfirmVoyageData")}
            data-testid="voyage-confirm-data"
          />
        )}
        {capabilities.canUnconfirmData && (
          <Button
            type="button"
            label={older ? "Unconfirm fuel & distance" : "Unconfirm data"}
            icon="pi pi-undo"
            size="small"
            outlined
            severity="secondary"
            loading={saving.busy}
            onClick={() => step("UnconfirmVoyageData")}
            data-testid="voyage-unconfirm-data"
          />
        )}
        {voyage.isDataConfirmed && (
          <>
            {voyage.involvesMemberState ? (
              <Button
                type="button"
                label="MRV report"
                icon="pi pi-download"
                size="small"
                loading={downloading === "mrv"}
                onClick={() => void download("mrv", paths.mrvVoyage(voyage.departureId), `MRV ${name}.xlsx`)}
                data-testid="voyage-report-mrv"
              />
            ) : (
              <small data-testid="voyage-mrv-not-available">{MRV_NOT_AVAILABLE}</small>
            )}
            <Button
              type="button"
              label="IMO report"
              icon="pi pi-download"
              size="small"
              outlined
              loading={downloading === "imo"}
              onClick={() => void download("imo", paths.imoVoyage(voyage.departureId), `IMO ${name}.xlsx`)}
              data-testid="voyage-report-imo"
            />
            <Button
              type="button"
              label="Class society CSV"
              icon="pi pi-file"
              size="small"
              outlined
              loading={downloading === "csv"}
              onClick={() =>
                void download("csv", paths.classSocietyVoyage(voyage.departureId), `DNV ${name}.csv`)
              }
              data-testid="voyage-report-class-society"
            />
            {data.hasDataAccessKey && (
              <Button
                type="button"
                label="Send to the classification society"
                icon="pi pi-send"
                size="small"
                outlined
                loading={downloading === "send"}
                onClick={() => void send()}
                data-testid="voyage-send-class-society"
              />
            )}
          </>
        )}
      </div>
      {hint && (
        <small css={(t) => ({ color: t.color.textMuted })} data-testid="voyage-next-step">
          <i className="pi pi-info-circle" aria-hidden="true" /> {hint}
        </small>
      )}
      {!voyage.isInformationConfirmed && toClear.length > 0 && (
        <AlertBox severity="warning" testId="voyage-consumptions-to-clear">
          Confirming the information clears these entered flow-meter consumptions, because their event moved
          or was deleted, or their meter was removed (the others are kept):
          <ConsumptionList lines={toClear} />
        </AlertBox>
      )}
      <ConfirmDialog
        visible={askingToClear}
        title="Clear entered consumptions?"
        message={
          <>
            Confirming the information clears {toClear.length} entered flow-meter{" "}
            {toClear.length === 1 ? "consumption" : "consumptions"}; the empty rows that replace them are
            filled in again:
            <ConsumptionList lines={toClear} />
          </>
        }
        confirmLabel="Confirm and clear"
        danger
        busy={saving.busy}
        onConfirm={() => {
          setAskingToClear(false);
          step("ConfirmVoyageInformation");
        }}
        onHide={() => setAskingToClear(false)}
      />
      {voyage.isInformationConfirmed && !voyage.isDataConfirmed && voyage.warnings.length > 0 && (
        <AlertBox severity="warning" testId="voyage-warnings">
          Check before confirming the data:
          <ul css={{ margin: "4px 0 0", paddingLeft: 18 }}>
            {voyage.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </AlertBox>
      )}
      {saving.error && (
        <AlertBox severity="error" testId="voyage-action-error">
          {saving.error}
        </AlertBox>
      )}
    </div>
  );
}

function ConsumptionList({ lines }: { lines: string[] }) {
  return (
    <ul css={{ margin: "4px 0 0", paddingLeft: 18 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
