import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import {
  createFuelTankSoundingRequest,
  type FuelTankDto,
  type FuelTankSoundingDto,
} from "../../../../domain/fuel/dto";
import { useAsyncList } from "../admin/common/useAsyncList";
import { DateTimeInput, type DateTimeValue } from "./DateTimeInput";
import { AddRow, AddRowError, FuelTableCard } from "./FuelTableCard";
import { checkForm } from "./fieldErrors";
import { fuelApi } from "./fuelApi";
import { nextSoundingDefault, queryWindow, soundingRange, type VoyageSpan } from "./fuelDateRanges";
import { DECIMALS, fixed } from "./fuelNumbers";
import { NumberBox } from "./NumberBox";
import { RecordRemove } from "./RecordRemove";
import { timeProblem } from "./rangeCheck";
import { useRecordActions } from "./useRecordActions";
import { combineUtc, formatFuelTime, timeBoxOf } from "./utcTime";

type Row = FuelTankSoundingDto;

const asInput = (date: Date): DateTimeValue => ({
  day: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())),
  time: timeBoxOf(date),
});

/** The Soundings tab: a tank's soundings from 2 days before departure to 2 days after the end event. */
export function TankSoundings({
  tank,
  span,
  readOnly,
}: {
  tank: FuelTankDto;
  span: VoyageSpan;
  readOnly: boolean;
}) {
  const window = queryWindow(span, "soundings");
  const soundings = useAsyncList(
    async () =>
      (await fuelApi.soundings(tank.id, window.fromDate, window.toDate)).sort((a, b) =>
        a.timestamp.localeCompare(b.timestamp),
      ),
    "fuel tank soundings",
  );
  const { busy, run } = useRecordActions(soundings.reload);
  const [when, setWhen] = useState<DateTimeValue | null>(null);
  const [tons, setTons] = useState("");
  const [cubicMetres, setCubicMetres] = useState("");
  const [temperature, setTemperature] = useState("");
  const [error, setError] = useState<string | null>(null);
  const range = soundingRange(span);
  // Until a person picks a time, a new sounding defaults to noon, then to a day after the latest.
  const shownWhen =
    when ??
    asInput(
      nextSoundingDefault(
        span,
        soundings.items.map((row) => row.timestamp),
      ),
    );

  async function add() {
    const timestamp = combineUtc(shownWhen.day, shownWhen.time);
    const outside = timeProblem("sounding time", timestamp, range);
    if (outside) return setError(outside);
    const checked = checkForm(createFuelTankSoundingRequest, {
      fuelTankId: tank.id,
      timestamp: timestamp?.toISOString(),
      fuelAmountInTon: tons,
      fuelAmountInCubicMetres: cubicMetres,
      fuelTemperatureInDegreesCelcius: temperature,
    });
    if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? null);
    setError(null);
    if (await run(() => fuelApi.addSounding(checked.body))) {
      setWhen(null);
      setTons("");
      setCubicMetres("");
      setTemperature("");
    }
  }

  return (
    <FuelTableCard>
      <DataTable
        value={soundings.items}
        dataKey="id"
        size="small"
        emptyMessage="No soundings recorded."
        data-testid="sounding-table"
      >
        <Column header="Timestamp" body={(row: Row) => formatFuelTime(row.timestamp)} />
        <Column header="Fuel (MT)" body={(row: Row) => fixed(row.fuelAmountInTon, DECIMALS.fuelAmount)} />
        <Column
          header="Fuel (m³)"
          body={(row: Row) => fixed(row.fuelAmountInCubicMetres, DECIMALS.fuelAmount)}
        />
        <Column
          header="Temperature (°C)"
          body={(row: Row) => fixed(row.fuelTemperatureInDegreesCelcius, DECIMALS.temperature)}
        />
        {!readOnly && (
          <Column
            header=""
            style={{ width: "4rem", textAlign: "right" }}
            body={(row: Row) => (
              <RecordRemove
                busy={busy}
                onRemove={() => void run(() => fuelApi.removeSounding(row.id))}
                testId="sounding-remove"
              />
            )}
          />
        )}
      </DataTable>
      {!readOnly && (
        <AddRow>
          <strong css={{ fontSize: "0.9rem" }}>Add</strong>
          <DateTimeInput
            label="Timestamp"
            value={shownWhen}
            onChange={setWhen}
            range={range}
            testId="sounding-time"
          />
          <NumberBox value={tons} onChange={setTons} label="Tons (MT)" testId="sounding-tons" />
          <NumberBox
            value={cubicMetres}
            onChange={setCubicMetres}
            label="Cubic metres"
            testId="sounding-cubic-metres"
          />
          <NumberBox
            value={temperature}
            onChange={setTemperature}
            label="Temperature °C"
            testId="sounding-temperature"
            width="8.5rem"
          />
          <Button
            type="button"
            label="Add"
            icon="pi pi-plus"
            size="small"
            loading={busy}
            onClick={() => void add()}
            data-testid="sounding-submit"
          />
          {error && (
            <AddRowError role="alert" data-testid="sounding-error">
              {error}
            </AddRowError>
          )}
        </AddRow>
      )}
    </FuelTableCard>
  );
}
