import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { TEXT_LIMITS } from "../../../../../domain/shared/limits";
import { newEventProblem } from "../../../../../domain/voyages/capabilities";
import { voyageInformationSchema } from "../../../../../domain/voyages/dto";
import { VOYAGE_MESSAGES } from "../../../../../domain/voyages/messages";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { DateTimeInput } from "../../../shared/ui/DateTimeInput";
import { FormField } from "../../../shared/ui/FormField";
import { voyagesApi } from "../api/voyagesApi";
import { combineDateAndTime, isValidTimeBox } from "../logic/timeBox";
import { type PortDto, type VesselEventDto, VOYAGE_TYPES, type VoyageType } from "../types";
import { PortSearch } from "../ui/PortSearch";

interface VoyageCreateFormProps {
  vesselId: string;
  events: VesselEventDto[];
  onCreated: (departure: VesselEventDto) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new voyage: its Departure with voyage name, type, non-commercial flag, port, date and hh:mm (UTC). */
export function VoyageCreateForm({ vesselId, events, onCreated }: VoyageCreateFormProps) {
  const [name, setName] = useState("");
  const [type, setType] = useState<VoyageType>("Laden");
  const [nonCommercial, setNonCommercial] = useState(false);
  const [port, setPort] = useState<Pick<PortDto, "name" | "loCode"> | null>(null);
  const [day, setDay] = useState(today);
  const [time, setTime] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const timestamp = combineDateAndTime(day, time);
  const voyage = voyageInformationSchema.safeParse({ name, type, isNonCommercial: nonCommercial });
  const problems = {
    voyage: voyage.success
      ? null
      : (voyage.error.issues[0]?.message ?? VOYAGE_MESSAGES.voyageInformationRequired),
    port: port ? null : VOYAGE_MESSAGES.portRequired,
    time: timestamp
      ? newEventProblem({ events }, { type: "Departure", timestamp })
      : VOYAGE_MESSAGES.invalidTimestamp,
  };
  const valid = !problems.voyage && !problems.port && !problems.time;

  async function create() {
    setTouched(true);
    if (!valid || !timestamp || !voyage.success) return;
    setBusy(true);
    setError(null);
    try {
      const departure = await voyagesApi.create({
        vesselId,
        type: "Departure",
        timestamp,
        voyage: voyage.data,
        port,
      });
      onCreated(departure);
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      css={{ display: "grid", gap: 14, gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))" }}
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
      data-testid="voyage-create"
    >
      <FormField label="Voyage name" htmlFor="voyage-create-name" error={touched ? problems.voyage : null}>
        <InputText
          id="voyage-create-name"
          value={name}
          maxLength={TEXT_LIMITS.name}
          onChange={(event) => setName(event.target.value)}
          data-testid="voyage-create-name"
        />
      </FormField>
      <FormField label="Voyage type" htmlFor="voyage-create-type">
        <div css={{ display: "flex", gap: 14, alignItems: "center", minHeight: 42 }}>
          <Dropdown
            inputId="voyage-create-type"
            value={type}
            options={[...VOYAGE_TYPES]}
            onChange={(event) => setType(event.value as VoyageType)}
            data-testid="voyage-create-type"
          />
          <span css={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
            <Checkbox
              inputId="voyage-create-non-commercial"
              checked={nonCommercial}
              onChange={(event) => setNonCommercial(Boolean(event.checked))}
              data-testid="voyage-create-non-commercial"
            />
            <label htmlFor="voyage-create-non-commercial">Non-commercial</label>
          </span>
        </div>
      </FormField>
      <FormField label="Departure port" htmlFor="voyage-create-port" error={touched ? problems.port : null}>
        <PortSearch id="voyage-create-port" value={port} onChange={setPort} testId="voyage-create-port" />
      </FormField>
      <FormField
        label="Departed at (UTC)"
        htmlFor="voyage-create-when-date"
        error={touched ? problems.time : null}
      >
        <DateTimeInput
          id="voyage-create-when"
          label="Departure"
          value={{ day, time }}
          onChange={(next) => {
            setDay(next.day);
            setTime(next.time);
          }}
          testId="voyage-create"
        />
      </FormField>
      <div css={{ gridColumn: "1 / -1", display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
        <Button
          type="submit"
          label="Create departure"
          icon="pi pi-plus"
          loading={busy}
          disabled={!isValidTimeBox(time) || (touched && !valid)}
          data-testid="voyage-create-submit"
        />
        {error && (
          <AlertBox severity="error" testId="voyage-create-error">
            {error}
          </AlertBox>
        )}
      </div>
    </form>
  );
}
