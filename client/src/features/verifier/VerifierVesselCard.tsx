import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useCallback, useEffect, useState } from "react";
import type { Vessel } from "../../entities/vessel/types";
import { fetchVesselVoyages, type VoyageSummary } from "../../entities/vessel/voyagesApi";
import { downloadFile } from "../../shared/api/download";
import { failureText } from "../../shared/api/failureText";
import { verificationPackagePaths } from "../../shared/api/verificationPackagePaths";
import { formatUtc } from "../../shared/format/formatUtc";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { RowAction, RowActions } from "../../shared/table/RowAction";
import { TableCard } from "../../shared/table/TableCard";
import { AlertBox } from "../../shared/ui/AlertBox";
import { ListStateMessage } from "../../shared/ui/ListStateMessage";
import { verifierApi } from "./verifierApi";

const DOWNLOAD_FAILED = "The file could not be downloaded.";

/** A vessel-year's verification packages, one per yearly report (docs/verification.md). */
const YEAR_PACKAGES = [
  { scheme: "EU MRV", path: verificationPackagePaths.mrvYear, testId: "verifier-mrv-verification" },
  { scheme: "IMO DCS", path: verificationPackagePaths.imoYear, testId: "verifier-imo-verification" },
] as const;

/** One granted vessel: its annual reports of the granted years and its voyages with their trails. */
export function VerifierVesselCard({ vessel, years }: { vessel: Vessel; years: readonly number[] }) {
  const [voyages, setVoyages] = useState<VoyageSummary[]>([]);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setStatus("loading");
    fetchVesselVoyages(vessel.id)
      .then((list) => {
        setVoyages(list);
        setStatus("ready");
      })
      .catch(() => setStatus("error"));
  }, [vessel.id]);
  useEffect(load, [load]);

  const download = (path: string, name: string) => {
    setError(null);
    downloadFile(path, name).catch((failure) => setError(failureText(failure, DOWNLOAD_FAILED)));
  };

  const actions = (v: VoyageSummary) => (
    <RowActions>
      <RowAction
        icon="pi pi-file-excel"
        label="Audit trail (Excel)"
        onClick={() => download(verifierApi.trail(v.departureId, "xlsx"), "Voyage_trail.xlsx")}
        testId="verifier-trail-xlsx"
      />
      <RowAction
        icon="pi pi-file"
        label="Audit trail (CSV)"
        onClick={() => download(verifierApi.trail(v.departureId, "csv"), "Voyage_trail.csv")}
        testId="verifier-trail-csv"
      />
      <RowAction
        icon="pi pi-download"
        label="MRV voyage report"
        onClick={() => download(verifierApi.mrvVoyage(v.departureId), "MRV_voyage.xlsx")}
        testId="verifier-mrv-voyage"
      />
      <RowAction
        icon="pi pi-verified"
        label="Verification package"
        onClick={() => download(verificationPackagePaths.voyage(v.departureId), "Voyage_verification.zip")}
        testId="verifier-voyage-verification"
      />
    </RowActions>
  );

  return (
    <section css={{ marginBottom: 28 }} data-testid="verifier-vessel">
      <h2 css={{ fontSize: "1.2rem", margin: "0 0 10px" }}>{vessel.name}</h2>
      <div css={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 12 }}>
        {years.map((year) => (
          <span key={year} css={{ display: "inline-flex", gap: 8 }}>
            <Button
              size="small"
              outlined
              icon="pi pi-download"
              label={`EU MRV ${year}`}
              onClick={() => download(verifierApi.mrvYearly(vessel.id, year), `MRV_${year}.xlsx`)}
            />
            <Button
              size="small"
              outlined
              icon="pi pi-download"
              label={`IMO DCS ${year}`}
              onClick={() => download(verifierApi.imoYearly(vessel.id, year), `IMO_DCS_${year}.xlsx`)}
            />
            {YEAR_PACKAGES.map(({ scheme, path, testId }) => (
              <Button
                key={testId}
                size="small"
                text
                icon="pi pi-verified"
                label={`${scheme} ${year} verification package`}
                onClick={() => download(path(vessel.id, year), `${scheme} ${year} verification.zip`)}
                data-testid={testId}
              />
            ))}
          </span>
        ))}
      </div>
      {error && (
        <div css={{ marginBottom: 12 }}>
          <AlertBox severity="error">{error}</AlertBox>
        </div>
      )}
      <TableCard>
        <DataTable
          value={voyages}
          dataKey="departureId"
          size="small"
          emptyMessage={
            <ListStateMessage
              status={status}
              what="voyages"
              empty="No voyages in the years you may read."
              onRetry={load}
            />
          }
        >
          <Column header="Voyage" body={(v: VoyageSummary) => v.voyage?.name || "—"} />
          <Column header="Departed (UTC)" body={(v: VoyageSummary) => formatUtc(v.departedAt)} />
          <Column header="From" body={(v: VoyageSummary) => v.fromPort?.name ?? "—"} />
          <Column header="To" body={(v: VoyageSummary) => v.toPort?.name ?? "—"} />
          <Column header="Ended (UTC)" body={(v: VoyageSummary) => formatUtc(v.endedAt) || "open"} />
          <Column header={ACTIONS_HEADER} body={actions} style={{ width: 180 }} />
        </DataTable>
      </TableCard>
    </section>
  );
}
