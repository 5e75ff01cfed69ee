import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { useState } from "react";
import type { AdminVessel, NamedItem } from "../../../entities/vessel/adminTypes";
import { formatImo } from "../../../entities/vessel/formatImo";
import { VeracityKeyPanel } from "../../../entities/vessel/veracity/VeracityKeyPanel";
import { vesselAdminApi } from "../../../entities/vessel/vesselAdminApi";
import { DIALOG_FAILURE, failureText, isConflict } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { Card } from "../../../shared/ui/Card";
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
  const [initial] = useState(() => vesselFormValuesOf(vessel));
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  // Once Create/Save was pressed, every broken rule shows with its message (spec 1 §5).
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = validateVessel(values);
  const valid = Object.keys(errors).length === 0;

  async function save() {
    if (!valid) {
      setAttempted(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await vesselAdminApi.update(vessel.id, {
        ...vessel,
        ...vesselPayloadOf(values),
        id: vessel.id,
        version: vessel.version,
      });
      showSnackbar({ text: `${values.name.trim()} saved`, color: "success" });
      onChanged();
      onDone();
    } catch (failure) {
      const text = failureText(failure, DIALOG_FAILURE);
      if (isConflict(failure)) {
        showSnackbar({ text, color: "warning", closeButton: true });
        onChanged();
        onDone();
      } else setError(text);
    } finally {
      setBusy(false);
    }
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
          <DataReceiverToggle vessel={vessel} onChanged={onChanged} />
        </Card>
        <Card>
          <h3>Features</h3>
          <FeatureToggles vessel={vessel} features={features} onChanged={onChanged} />
        </Card>
        <Card>
          <h3>Cargo units</h3>
          <CargoUnits vessel={vessel} cargoUnits={cargoUnits} onChanged={onChanged} />
        </Card>
        <Card>
          <h3>Veracity key</h3>
          <VeracityKeyPanel vessel={vessel} onChanged={onChanged} />
        </Card>
      </Side>
    </Layout>
  );
}
