import { Button } from "primereact/button";
import { useState } from "react";
import { shaftPowerLimitationRequest } from "../../../../domain/shapoli/limitation";
import { failureText } from "../../shared/api/failureText";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { TextFormField } from "../../shared/ui/TextFormField";
import { checkForm } from "../../shared/validation/fieldErrors";
import type { SettingsVessel } from "./types";
import { vesselSettingsApi } from "./vesselSettingsApi";

type Field = "limitedPower" | "unlimitedPower";
const LABELS: Record<Field, string> = {
  limitedPower: "Limited maximum shaft power (kW)",
  unlimitedPower: "Unlimited maximum shaft power (kW)",
};
const text = (n: number | undefined) => (n === undefined ? "" : String(n));

/**
 * The EEXI shaft power limitation (MEPC.335(76)) of the vessel: the limited power its ShaPoLi system
 * holds and the unlimited maximum; both empty removes it. Saved with PUT /Vessels/{id}/ShaftPowerLimitation.
 */
export function ShaftPowerSettings({ vessel, onSaved }: { vessel: SettingsVessel; onSaved: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    limitedPower: text(vessel.shaftPowerLimitation?.limitedPower),
    unlimitedPower: text(vessel.shaftPowerLimitation?.unlimitedPower),
  });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function save() {
    const body = { ...values, version: vessel.version };
    const checked = checkForm(shaftPowerLimitationRequest, body);
    if (!checked.ok) {
      // The order and both-or-neither rules concern the pair: they are shown under the form.
      const { limitedPower, unlimitedPower, ...rest } = checked.errors;
      setFieldErrors({ limitedPower, unlimitedPower });
      setError(Object.values(rest)[0] ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await vesselSettingsApi.saveShaftPowerLimitation(vessel.id, body);
      showSnackbar({ text: "Shaft power limitation saved", color: "success" });
      onSaved();
    } catch (failure) {
      setError(failureText(failure, "The shaft power limitation could not be saved."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
      css={{ display: "grid", gap: 14, maxWidth: 560 }}
      data-testid="settings-shaft-power-form"
    >
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
        A vessel meeting its EEXI with an overridable shaft power limitation keeps its limited power here.
        Shaft power above it is a use of the power reserve, listed on the EEXI ShaPoLi page. Leave both empty
        if the vessel has no limitation.
      </p>
      {(Object.keys(LABELS) as Field[]).map((field) => (
        <TextFormField
          key={field}
          id={`settings-${field}`}
          label={LABELS[field]}
          value={values[field]}
          onChange={(value) => {
            setValues((previous) => ({ ...previous, [field]: value }));
            setFieldErrors((previous) => ({ ...previous, [field]: undefined }));
          }}
          error={fieldErrors[field]}
          inputMode="decimal"
          maxLength={12}
        />
      ))}
      {error && (
        <AlertBox severity="error" testId="settings-shaft-power-error">
          {error}
        </AlertBox>
      )}
      <div>
        <Button
          type="submit"
          label="Save"
          icon="pi pi-check"
          loading={busy}
          data-testid="settings-shaft-power-save"
        />
      </div>
    </form>
  );
}
