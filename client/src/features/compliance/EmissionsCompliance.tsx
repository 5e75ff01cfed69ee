import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputNumber } from "primereact/inputnumber";
import { useEffect, useState } from "react";
import { failureText } from "../../shared/api/failureText";
import { formatUtc } from "../../shared/format/formatUtc";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { CardGrid } from "../../shared/ui/CardGrid";
import { InfoList } from "../../shared/ui/InfoList";
import { ComplianceFiles } from "./ComplianceFiles";
import {
  type ComplianceSummary,
  complianceApi,
  type EtsVoyage,
  type FuelEuRewardsInput,
} from "./complianceApi";
import { FuelEuRewardFields, NO_REWARDS } from "./FuelEuRewardFields";
import { eur, num } from "./format";
import { WorkbookDownload } from "./WorkbookDownload";

const SCOPE_TEXT: Record<EtsVoyage["scope"], string> = {
  intraEu: "Between EU/EEA ports (100 %)",
  extraEu: "Into or out of the EU/EEA (50 %)",
  none: "Outside",
};

/** EU ETS and FuelEU Maritime of one vessel for a year, from its confirmed voyages (issue 17). */
export function EmissionsCompliance({ vesselId, year }: { vesselId: string; year: number }) {
  const [price, setPrice] = useState<number | null>(null);
  const [rewards, setRewards] = useState<FuelEuRewardsInput>(NO_REWARDS);
  const [summary, setSummary] = useState<ComplianceSummary | null>(null);
  const [voyages, setVoyages] = useState<EtsVoyage[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([
      complianceApi.summary(vesselId, year, price, rewards),
      complianceApi.voyages(vesselId, year),
    ])
      .then(([s, v]) => {
        if (!live) return;
        setSummary(s);
        setVoyages(v.voyages);
        setError(null);
      })
      .catch(
        (failure: unknown) =>
          live && setError(failureText(failure, "The compliance figures could not be loaded.")),
      );
    return () => {
      live = false;
    };
  }, [vesselId, year, price, rewards]);

  const download = (file: "ets" | "fuelEu") =>
    (file === "ets"
      ? complianceApi.downloadEts(vesselId, year, price)
      : complianceApi.downloadFuelEu(vesselId, year, rewards)
    ).catch((failure: unknown) =>
      setError(failureText(failure, "The compliance figures could not be loaded.")),
    );

  return (
    <div css={{ display: "grid", gap: 20 }}>
      {error && (
        <AlertBox severity="error" testId="compliance-error">
          {error}
        </AlertBox>
      )}
      <CardGrid>
        <Card data-testid="compliance-ets">
          <h2 css={{ margin: "0 0 16px", fontSize: "1.2rem" }}>EU ETS {year}</h2>
          <div css={{ display: "flex", flexWrap: "wrap", gap: 10, alignItems: "center", marginBottom: 16 }}>
            <label htmlFor="ets-price">Price per allowance (EUR)</label>
            <InputNumber
              value={price}
              onValueChange={(e) => setPrice(e.value ?? null)}
              min={0}
              max={10000}
              maxFractionDigits={2}
              inputId="ets-price"
              // Fits its card at 1024 px: PrimeReact's input would keep its 20-character default width.
              inputStyle={{ width: "8rem" }}
              css={{ minWidth: 0 }}
              data-testid="ets-price"
            />
          </div>
          <InfoList
            testId="ets-figures"
            rows={[
              ["Voyages counted", summary?.ets.voyageCount],
              ["CO2 in scope (t)", num(summary?.ets.co2InScopeTonnes)],
              ["Gases counted", summary?.ets.gases],
              ["Emissions counted (t)", num(summary?.ets.emissionsInScopeTonnes)],
              ["Phase-in", summary ? `${Math.round(summary.ets.phaseIn * 100)} %` : null],
              ["Allowances to surrender", summary?.ets.allowances],
              ["Cost", eur(summary?.ets.costEur)],
            ]}
          />
          <WorkbookDownload
            label="Download EU ETS (Excel)"
            testId="ets-download"
            onDownload={() => void download("ets")}
          />
        </Card>
        <Card data-testid="compliance-fueleu">
          <h2 css={{ margin: "0 0 16px", fontSize: "1.2rem" }}>FuelEU Maritime {year}</h2>
          {summary && !summary.fuelEu ? (
            <p>FuelEU Maritime applies from 2025.</p>
          ) : (
            <>
              <FuelEuRewardFields value={rewards} onChange={setRewards} />
              <InfoList
                testId="fueleu-figures"
                rows={[
                  ["Energy in scope (MJ)", num(summary?.fuelEu?.energyMJ, 0)],
                  ["GHG intensity (gCO2e/MJ)", num(summary?.fuelEu?.ghgIntensity, 2)],
                  ["Target (gCO2e/MJ)", num(summary?.fuelEu?.target, 4)],
                  ["Compliance balance (tCO2e)", num(summary?.fuelEu?.complianceBalanceTonnes)],
                  ["Banked from earlier years (tCO2e)", num(summary?.fuelEu?.bankedInTonnes)],
                  ["Balance after banking (tCO2e)", num(summary?.fuelEu?.balanceAfterBankingTonnes)],
                  ["Consecutive deficit years", summary?.fuelEu?.consecutiveDeficitYears],
                  ["Penalty", eur(summary?.fuelEu?.penaltyEur)],
                  ["Wind reward factor f_wind", num(summary?.fuelEu?.rewards.windRewardFactor, 2)],
                  ...(summary?.fuelEu?.whatIf ?? []).map((w): [string, string | null] => [
                    `${w.fuelType} to reach zero (t)`,
                    w.tonnesToBalance === null ? "not needed or not enough" : num(w.tonnesToBalance),
                  ]),
                ]}
              />
              <WorkbookDownload
                label="Download FuelEU (Excel)"
                testId="fueleu-download"
                onDownload={() => void download("fuelEu")}
              />
            </>
          )}
        </Card>
      </CardGrid>
      <Card>
        <h2 css={{ margin: "0 0 16px", fontSize: "1.2rem" }}>Confirmed voyages in scope, {year}</h2>
        <DataTable
          value={voyages}
          dataKey="departureId"
          size="small"
          emptyMessage="No confirmed EU voyage this year."
          data-testid="compliance-voyages"
        >
          <Column field="voyageName" header="Voyage" />
          <Column header="Departure (UTC)" body={(v: EtsVoyage) => formatUtc(v.departureAt)} />
          <Column header="Scope" body={(v: EtsVoyage) => SCOPE_TEXT[v.scope]} />
          <Column header="CO2 at sea (t)" body={(v: EtsVoyage) => num(v.co2AtSeaTonnes)} />
          <Column header="CO2 at berth (t)" body={(v: EtsVoyage) => num(v.co2AtBerthTonnes)} />
          <Column header="CO2 in scope (t)" body={(v: EtsVoyage) => num(v.co2InScopeTonnes)} />
          <Column header="CO2e in scope (t)" body={(v: EtsVoyage) => num(v.co2eInScopeTonnes)} />
          <Column
            header={`Counted (t, ${summary?.ets.gases === "CO2" ? "CO2" : "CO2e"})`}
            body={(v: EtsVoyage) => num(v.emissionsInScopeTonnes)}
          />
        </DataTable>
      </Card>
      <ComplianceFiles vesselId={vesselId} />
    </div>
  );
}
