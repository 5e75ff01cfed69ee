import { Column } from "primereact/column";
import { useState } from "react";
import {
  createFuelTankSoundingRequest,
  type FuelTankDto,
  type FuelTankSoundingDto,
} from "../../../../domain/fuel/dto";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { DECIMALS, FUEL_FIGURE, fixed } from "../../entities/fuel/fuelNumbers";
import { useAsyncList } from "../../shared/table/useAsyncList";
import { useRecordActions } from "../../shared/table/useRecordActions";
import { DateTimeInput, type DateTimeValue } from "../../shared/ui/DateTimeInput";
import { NumberInput } from "../../shared/ui/NumberInput";
import { AddRecordRow } from "./AddRecordRow";
import { FuelRecordTable } from "./FuelRecordTable";
import { dayBounds, nextSoundingDefault, soundingRange, type VoyageSpan } from "./fuelDateRanges";
import { useTimedRecordAdd } from "./useTimedRecordAdd";
import { formatFuelTime, inputOf } from "./utcTime";

type Row = FuelTankSoundingDto;

/** The Soundings tab: the soundings inside the voyage; new ones may be taken from 2 days before departure to 2 days after the end event. */
export function TankSoundings({
  tank,
  span,
  departureId,
  readOnly,
}: {
  tank: FuelTankDto;
  span: VoyageSpan;
  /** The voyage whose soundings are listed (only those inside it). */
  departureId: string;
  readOnly: boolean;
}) {
  const soundings = useAsyncList(
    async () =>
      (await fuelApi.soundings(tank.id, { departureId })).sort((a, b) =>
        a.timestamp.localeCompare(b.timestamp),
      ),
    "fuel tank soundings",
  );
  const { busy, run } = useRecordActions(soundings.reload);
  const { error, add } = useTimedRecordAdd();
  const [when, setWhen] = useState<DateTimeValue | null>(null);
  const [tons, setTons] = useState("");
  const [cubicMetres, setCubicMetres] = useState("");
  const [temperature, setTemperature] = useState("");
  const range = soundingRange(span);
  // Until a person picks a time, a new sounding defaults to noon, then to a day after the latest.
  const shownWhen =
    when ??
    inputOf(
      nextSoundingDefault(
        span,
        soundings.items.map((row) => row.timestamp),
      ),
    );

  async function addSounding() {
    const added = await add({
      what: "sounding time",
      when: shownWhen,
      range,
      schema: createFuelTankSoundingRequest,
      values: {
        fuelTankId: tank.id,
        fuelAmountInTon: tons,
        fuelAmountInCubicMetres: cubicMetres,
        fuelTemperatureInDegreesCelcius: temperature,
      },
      send: (body, onFailure) => run(() => fuelApi.addSounding(body), onFailure),
    });
    if (added) {
      setWhen(null);
      setTons("");
      setCubicMetres("");
      setTemperature("");
    }
  }

  return (
    <FuelRecordTable
      rows={soundings.items}
      emptyMessage="No soundings recorded."
      testId="sounding"
      readOnly={readOnly}
      busy={busy}
      remove={(row) => fuelApi.removeSounding(row.id)}
      reload={soundings.reload}
      removeTitle="Remove sounding"
      describeRecord={(row) =>
        `the sounding of ${fixed(row.fuelAmountInTon, DECIMALS.fuelAmount)} t on ${formatFuelTime(row.timestamp)}`
      }
      addRow={
        <AddRecordRow testId="sounding" busy={busy} error={error} onAdd={() => void addSounding()}>
          <DateTimeInput
            label="Timestamp"
            value={shownWhen}
            onChange={setWhen}
            {...dayBounds(range)}
            testId="sounding-time"
          />
          <NumberInput
            rule={FUEL_FIGURE}
            value={tons}
            onChange={setTons}
            label="Tons (MT)"
            testId="sounding-tons"
          />
          <NumberInput
            rule={FUEL_FIGURE}
            value={cubicMetres}
            onChange={setCubicMetres}
            label="Cubic metres"
            testId="sounding-cubic-metres"
          />
          <NumberInput
            rule={FUEL_FIGURE}
            value={temperature}
            onChange={setTemperature}
            label="Temperature °C"
            testId="sounding-temperature"
            width="8.5rem"
          />
        </AddRecordRow>
      }
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
    </FuelRecordTable>
  );
}
