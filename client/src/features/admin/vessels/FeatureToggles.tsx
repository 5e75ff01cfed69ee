import styled from "@emotion/styled";
import { InputSwitch } from "primereact/inputswitch";
import { useState } from "react";
import type { AdminVessel, NamedItem } from "../../../entities/vessel/adminTypes";
import { vesselAdminApi } from "../../../entities/vessel/vesselAdminApi";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";

export const ToggleList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
  label { color: ${(p) => p.theme.color.text}; }
`;

/** One switch per feature of GET /Features: on calls ActivateFeature, off DeactivateFeature. */
export function FeatureToggles({
  vessel,
  features,
  onChanged,
}: {
  vessel: AdminVessel;
  features: NamedItem[];
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState<string | number | null>(null);
  const active = new Set(vessel.features.map((feature) => String(feature.id)));

  async function toggle(feature: NamedItem, on: boolean) {
    setBusy(feature.id);
    try {
      if (on) await vesselAdminApi.activateFeature(vessel.id, feature.id);
      else await vesselAdminApi.deactivateFeature(vessel.id, feature.id);
      onChanged();
    } catch (failure) {
      showSnackbar({ text: failureText(failure, DIALOG_FAILURE) });
    } finally {
      setBusy(null);
    }
  }

  if (features.length === 0) return <p>No features are available.</p>;
  return (
    <ToggleList data-testid="vessel-features">
      {features.map((feature) => (
        <li key={feature.id}>
          <label htmlFor={`feature-${feature.id}`}>{feature.displayName ?? feature.name}</label>
          <InputSwitch
            inputId={`feature-${feature.id}`}
            checked={active.has(String(feature.id))}
            disabled={busy === feature.id}
            onChange={(event) => void toggle(feature, !!event.value)}
            data-testid={`vessel-feature-${feature.name}`}
          />
        </li>
      ))}
    </ToggleList>
  );
}
