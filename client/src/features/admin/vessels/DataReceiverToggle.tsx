import { InputSwitch } from "primereact/inputswitch";
import { useState } from "react";
import type { AdminVessel } from "../../../entities/vessel/adminTypes";
import { vesselAdminApi } from "../../../entities/vessel/vesselAdminApi";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";

/** Setting the flag takes it from the previous receiver of the same IMO (server side, spec 1 §4). */
export function DataReceiverToggle({ vessel, onChanged }: { vessel: AdminVessel; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  async function toggle(on: boolean) {
    setBusy(true);
    try {
      await vesselAdminApi.changeState(vessel.id, on ? "SetDataReceiver" : "UnsetDataReceiver");
      onChanged();
    } catch (failure) {
      showSnackbar({ text: failureText(failure, DIALOG_FAILURE) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div css={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 12 }}>
      <label htmlFor="vessel-data-receiver">Receives this IMO's data</label>
      <InputSwitch
        inputId="vessel-data-receiver"
        checked={vessel.isDataReceiver}
        disabled={busy}
        onChange={(event) => void toggle(!!event.value)}
        data-testid="vessel-data-receiver"
      />
    </div>
  );
}
