import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { useEffect, useRef, useState } from "react";
import type { AdminVessel, NamedItem } from "../../../entities/vessel/adminTypes";
import { formatImo } from "../../../entities/vessel/formatImo";
import { VeracityKeyPanel } from "../../../entities/vessel/veracity/VeracityKeyPanel";
import { vesselAdminApi } from "../../../entities/vessel/vesselAdminApi";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { Card } from "../../../shared/ui/Card";
import { ConflictNotice } from "../../../shared/ui/ConflictNotice";
import { useVersionedSave } from "../../../shared/ui/useVersionedSave";
import { HistoryButton } from "../history/HistoryButton";
import { CargoUnits } from "./CargoUnits";
import { DataReceiverToggle } from "./DataReceiverToggle";
import { FeatureToggles } from "./FeatureToggles";
import { VesselFormFields } from "./VesselFormFields";
import { validateVessel } from "./validateVessel";
import { vesselFormValuesOf, vesselPayloadOf } from "./vesselFormValues";

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: 20px;
  align-items: start;
  h3 { font-size: 1rem; margin-bottom: 12px; color: ${(p) => p.theme.color.text}; }
  @media (max-width: 1100px) { grid-template-columns: 1fr; }
`;

const Side = styled.div`
  display: grid;
  gap: 16px;
  > section { padding: 18px; }
`;

interface EditVesselFormProps {
  vessel: AdminVessel;
  features: NamedItem[];
  cargoUnits: NamedItem[];
  onChanged: () => void;
  onDone: () => void;
}

/** Edit vessel: particulars (IMO fixed), data receiver, features, cargo units, Veracity key, history. */
export function EditVesselForm({ vessel, features, cargoUnits, onChanged, onDone }: EditVesselFormProps) {
  const [initial, setInitial] = useState(() => vesselFormValuesOf(vessel));
  // The particulars are based on the version the form opened with; a 409 keeps the edits.
  const versioned = useVersionedSave(vessel.version);
  // The side panels (data receiver, features, cargo units, key) change the vessel too: their own
  // changes move the base version on, so only someone else's change is a conflict.
  const ownChange = useRef(false);
  const changedHere = () => {
    ownChange.current = true;
    onChanged();
  };
  const rebase = useRef(versioned.rebase);
  rebase.current = versioned.rebase;
  useEffect(() => {
    if (!ownChange.current) return;
    ownChange.current = false;
    rebase.current(vessel.version);
  }, [vessel.version]);
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  // Once Create/Save was pressed, every broken rule shows with its message (spec 1 §5).
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = validateVessel(values);
  const valid = Object.keys(errors).length === 0;

  async function save(overwrite = false) {
    if (!valid) {
      setAttempted(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const update = (version: number | undefined) =>
        vesselAdminApi.update(vessel.id, { ...vessel, ...vesselPayloadOf(values), id: vessel.id, version });
      const saved = overwrite ? await versioned.overwrite(update) : await versioned.run(update);
      if (!saved) return;
      showSnackbar({ text: `${values.name.trim()} saved`, color: "success" });
      onChanged();
      onDone();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  /** The vessel as it is now replaces the form, at the person's request. */
  async function loadTheirs() {
    await versioned.loadTheirs({
      fetch: () => vesselAdminApi.get(vessel.id),
      apply(fresh) {
        const next = vesselFormValuesOf(fresh);
        setInitial(next);
        setValues(next);
        onChanged();
      },
      busy: setBusy,
      fail: (failure) => setError(failureText(failure, DIALOG_FAILURE)),
    });
  }

  return (
    <Layout data-testid="vessel-edit-form">
      <Card css={{ display: "grid", gap: 18 }}>
        <div css={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
          <h3 css={{ margin: 0 }}>
            {vessel.name} · {formatImo(vessel.imoNumber)}
          </h3>
          <HistoryButton subject="vessel" id={vessel.id} title={vessel.name} />
        </div>
        <VesselFormFields
          values={values}
          errors={errors}
          initial={initial}
          showAll={attempted}
          imoEditable={false}
          onChange={setValues}
        />
        {versioned.conflict && (
          <ConflictNotice
            conflict={versioned.conflict}
            subject="vessel"
            busy={busy}
            onLoadTheirs={() => void loadTheirs()}
            onOverwrite={() => void save(true)}
          />
        )}
        {error && (
          <AlertBox severity="error" testId="vessel-form-error">
            {error}
          </AlertBox>
        )}
        <div css={{ display: "flex", gap: 8 }}>
          <Button
            label="Save"
            icon="pi pi-check"
            loading={busy}
            onClick={() => void save()}
            data-testid="vessel-save"
          />
          <Button label="Cancel" text onClick={onDone} data-testid="vessel-cancel" />
        </div>
      </Card>
      <Side>
        <Card>
          <h3>Data receiver</h3>
          <DataReceiverToggle vessel={vessel} onChanged={changedHere} />
        </Card>
        <Card>
          <h3>Features</h3>
          <FeatureToggles vessel={vessel} features={features} onChanged={changedHere} />
        </Card>
        <Card>
          <h3>Cargo units</h3>
          <CargoUnits vessel={vessel} cargoUnits={cargoUnits} onChanged={changedHere} />
        </Card>
        <Card>
          <h3>Veracity key</h3>
          <VeracityKeyPanel vessel={vessel} onChanged={changedHere} />
        </Card>
      </Side>
    </Layout>
  );
}
