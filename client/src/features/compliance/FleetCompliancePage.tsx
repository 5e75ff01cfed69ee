import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { useEffect, useState } from "react";
import { useSession } from "../../entities/session/sessionStore";
import { failureText } from "../../shared/api/failureText";
import { storageKeys } from "../../shared/storageKeys";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { InfoList } from "../../shared/ui/InfoList";
import { PageHeader } from "../../shared/ui/PageHeader";
import { useStoredPrice } from "../../shared/useStoredPrice";
import {
  complianceApi,
  type EtsFleet,
  type FuelEuFleet,
  type FuelEuFleetVessel,
  type PoolResult,
} from "./complianceApi";
import { complianceYears, eur, num } from "./format";
import { WorkbookDownload } from "./WorkbookDownload";

const CURRENT_YEAR = new Date().getUTCFullYear();
const YEARS = complianceYears();

/** The price per allowance the user entered for a company and year, kept in this browser (docs/api.md). */
const usePrice = (companyId: string | null, year: number) =>
  useStoredPrice(`${storageKeys.etsPricePrefix}${companyId ?? "none"}.${year}`);

/**
 * PrimeReact puts role="checkbox" on the wrapper of its native checkbox input, which leaves a checkbox
 * without a state around another checkbox (axe: aria-required-attr, nested-interactive); the input
 * inside carries the name and the state.
 */
const CHECKBOX_WITHOUT_WRAPPER_ROLE = {
  rowCheckbox: { root: { role: "presentation" } },
  headerCheckbox: { root: { role: "presentation" } },
};

const LOAD_FAILED = "The compliance figures could not be loaded.";

const Heading = ({ children }: { children: string }) => (
  <h2 css={{ margin: "0 0 16px", fontSize: "1.2rem" }}>{children}</h2>
);

/**
 * /FleetCompliance: per year, EU ETS allowances and cost of every vessel the user sees, FuelEU intensity
 * against the target, balance and penalty, and a pool of chosen vessels with what it banks into the next
 * year (issue 17). Each table downloads as the workbook a verifier reads.
 */
export function FleetCompliancePage() {
  const { user } = useSession();
  const [year, setYear] = useState(CURRENT_YEAR);
  const [price, setPrice] = usePrice(user?.companyId ?? null, year);
  const [ets, setEts] = useState<EtsFleet | null>(null);
  const [fuelEu, setFuelEu] = useState<FuelEuFleet | null>(null);
  const [selected, setSelected] = useState<FuelEuFleetVessel[]>([]);
  const [pool, setPool] = useState<PoolResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: unknown) =>
    setError(failureText(failure, "The compliance figures could not be loaded."));

  useEffect(() => {
    let live = true;
    complianceApi
      .etsFleet(year, price)
      .then((answer) => live && setEts(answer))
      .catch((failure: unknown) => live && setError(failureText(failure, LOAD_FAILED)));
    return () => {
      live = false;
    };
  }, [year, price]);

  useEffect(() => {
    let live = true;
    setFuelEu(null);
    setSelected([]);
    setPool(null);
    if (year >= 2025)
      complianceApi
        .fuelEuFleet(year)
        .then((answer) => live && setFuelEu(answer))
        .catch((failure: unknown) => live && setError(failureText(failure, LOAD_FAILED)));
    return () => {
      live = false;
    };
  }, [year]);

  const poolIds = selected.map((v) => v.vesselId);
  const runPool = () =>
    complianceApi
      .pool(year, poolIds)
      .then((answer) => {
        setPool(answer);
        setError(null);
      })
      .catch(fail);

  return (
    <>
      <PageHeader
        title="Fleet Compliance"
        subtitle="EU ETS allowances and FuelEU Maritime of your fleet from the confirmed voyages"
        actions={
          <Dropdown
            value={year}
            options={YEARS}
            onChange={(e) => setYear(e.value as number)}
            aria-label="Year"
            data-testid="fleet-compliance-year"
          />
        }
      />
      <div css={{ display: "grid", gap: 20 }}>
        {error && (
          <AlertBox severity="error" testId="fleet-compliance-error">
            {error}
          </AlertBox>
        )}
        <Card data-testid="fleet-ets">
          <Heading>{`EU ETS ${year}`}</Heading>
          <div
            css={{ display: "flex", flexWrap: "wrap", gap: 24, alignItems: "flex-start", marginBottom: 16 }}
          >
            <div css={{ display: "grid", gap: 6 }}>
              <label htmlFor="fleet-ets-price">Price per allowance {year} (EUR)</label>
              <InputNumber
                value={price}
                onValueChange={(e) => setPrice(e.value ?? null)}
                min={0}
                max={10000}
                maxFractionDigits={2}
                inputId="fleet-ets-price"
                data-testid="fleet-ets-price"
              />
              <small css={{ opacity: 0.75 }}>Kept in this browser for your company and year.</small>
            </div>
            <InfoList
              testId="fleet-ets-totals"
              rows={[
                ["Emissions counted (t)", ets ? num(ets.emissionsInScopeTonnes) : null],
                ["Phase-in", ets?.vessels[0] ? `${Math.round(ets.vessels[0].phaseIn * 100)} %` : null],
                ["Allowances to surrender", ets?.allowances],
                ["Cost", ets ? eur(ets.costEur) : null],
              ]}
            />
          </div>
          <DataTable
            value={ets?.vessels ?? []}
            dataKey="vesselId"
            size="small"
            emptyMessage="No vessels."
            data-testid="fleet-ets-vessels"
          >
            <Column field="name" header="Vessel" />
            <Column field="voyageCount" header="Voyages" />
            <Column
              header="Emissions counted (t)"
              body={(v: EtsFleet["vessels"][number]) => num(v.emissionsInScopeTonnes)}
            />
            <Column field="allowances" header="Allowances" />
            <Column header="Cost" body={(v: EtsFleet["vessels"][number]) => eur(v.costEur)} />
          </DataTable>
          <WorkbookDownload
            label="Download EU ETS fleet (Excel)"
            testId="fleet-ets-download"
            onDownload={() => void complianceApi.downloadEtsFleet(year, price).catch(fail)}
          />
        </Card>
        <Card data-testid="fleet-fueleu">
          <Heading>{`FuelEU Maritime ${year}`}</Heading>
          {year < 2025 ? (
            <p>FuelEU Maritime applies from 2025.</p>
          ) : (
            <>
              <InfoList
                testId="fleet-fueleu-totals"
                rows={[
                  ["Target (gCO2e/MJ)", fuelEu ? num(fuelEu.target, 4) : null],
                  ["Fleet GHG intensity (gCO2e/MJ)", fuelEu ? num(fuelEu.ghgIntensity, 2) : null],
                  ["Compliance balance (tCO2e)", fuelEu ? num(fuelEu.complianceBalanceTonnes) : null],
                  ["Penalties, each vessel alone", fuelEu ? eur(fuelEu.penaltyEur) : null],
                ]}
              />
              <p css={{ margin: "16px 0 8px", opacity: 0.8 }}>
                Tick two or more vessels to see them as a pool: a surplus covers the deficits, and what is
                left is banked into {year + 1}.
              </p>
              <DataTable
                value={fuelEu?.vessels ?? []}
                dataKey="vesselId"
                size="small"
                emptyMessage="No vessels."
                selectionMode="checkbox"
                selectionAriaLabel="name"
                selection={selected}
                onSelectionChange={(e) => {
                  setSelected(e.value as FuelEuFleetVessel[]);
                  setPool(null);
                }}
                data-testid="fleet-fueleu-vessels"
              >
                <Column
                  selectionMode="multiple"
                  headerStyle={{ width: "3rem" }}
                  pt={CHECKBOX_WITHOUT_WRAPPER_ROLE}
                />
                <Column field="name" header="Vessel" />
                <Column
                  header="Intensity (gCO2e/MJ)"
                  body={(v: FuelEuFleetVessel) => num(v.ghgIntensity, 2)}
                />
                <Column header="Target" body={(v: FuelEuFleetVessel) => num(v.target, 2)} />
                <Column
                  header="Balance (tCO2e)"
                  body={(v: FuelEuFleetVessel) => num(v.complianceBalanceTonnes)}
                />
                <Column header="Banked in (tCO2e)" body={(v: FuelEuFleetVessel) => num(v.bankedInTonnes)} />
                <Column header="Penalty" body={(v: FuelEuFleetVessel) => eur(v.penaltyEur)} />
              </DataTable>
              <div css={{ display: "flex", flexWrap: "wrap", gap: 12, marginTop: 16 }}>
                <Button
                  type="button"
                  label={`Pool ${selected.length} vessels`}
                  icon="pi pi-sitemap"
                  size="small"
                  disabled={selected.length < 2}
                  onClick={() => void runPool()}
                  data-testid="fleet-pool-run"
                />
                <WorkbookDownload
                  label="Download FuelEU fleet (Excel)"
                  testId="fleet-fueleu-download"
                  onDownload={() => void complianceApi.downloadFuelEuFleet(year).catch(fail)}
                  inline
                />
              </div>
            </>
          )}
        </Card>
        {pool && (
          <Card data-testid="fleet-pool">
            <Heading>{`Pool ${pool.year}`}</Heading>
            <AlertBox severity={pool.valid ? "success" : "warning"} testId="fleet-pool-verdict">
              {pool.valid
                ? "The pool's balance is not negative: every deficit is covered and no member pays a penalty."
                : "The pool's balance is negative, so the pool is not valid: each vessel keeps its own balance."}
            </AlertBox>
            <div css={{ marginTop: 12 }}>
              <InfoList
                testId="fleet-pool-totals"
                rows={[
                  ["Pool balance (tCO2e)", num(pool.poolBalanceTonnes)],
                  ["Penalty in the pool", eur(pool.penaltyEur)],
                  ["Penalty without the pool", eur(pool.penaltyWithoutPoolEur)],
                  [`Banked into ${pool.year + 1} (tCO2e)`, num(pool.bankedOutTonnes)],
                ]}
              />
            </div>
            <DataTable
              value={pool.members}
              dataKey="vesselId"
              size="small"
              css={{ marginTop: 16 }}
              data-testid="fleet-pool-members"
            >
              <Column field="name" header="Vessel" />
              <Column
                header="Brings in (tCO2e)"
                body={(m: PoolResult["members"][number]) => num(m.balanceBeforeTonnes)}
              />
              <Column
                header="After pooling (tCO2e)"
                body={(m: PoolResult["members"][number]) => num(m.balanceAfterTonnes)}
              />
              <Column header="Penalty" body={(m: PoolResult["members"][number]) => eur(m.penaltyEur)} />
              <Column
                header={`Banked into ${pool.year + 1} (tCO2e)`}
                body={(m: PoolResult["members"][number]) => num(m.bankedOutTonnes)}
              />
            </DataTable>
            <WorkbookDownload
              label="Download pool (Excel)"
              testId="fleet-pool-download"
              onDownload={() => void complianceApi.downloadPool(year, poolIds).catch(fail)}
            />
          </Card>
        )}
      </div>
    </>
  );
}
