import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { SelectButton } from "primereact/selectbutton";
import { useState } from "react";
import type { ShipToShipTransferDto } from "../../../../domain/fuel/dto";
import { TRANSFER_DIRECTIONS } from "../../../../domain/fuel/model";
import { TEXT_LIMITS } from "../../../../domain/shared/limits";
import { FuelTypeSelect } from "../../entities/fuel/FuelTypeSelect";
import { fuelApi } from "../../entities/fuel/fuelApi";
import type { ShipToShipTransferProps } from "../../entities/fuel/shipToShipTransferProps";
import { failureText } from "../../shared/api/failureText";
import { formatUtc } from "../../shared/format/formatUtc";
import { RowAction } from "../../shared/table/RowAction";
import { useAsyncList } from "../../shared/table/useAsyncList";
import { ActionDialog } from "../../shared/ui/ActionDialog";
import { AlertBox } from "../../shared/ui/AlertBox";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { DateInput } from "../../shared/ui/DateInput";
import { FormField } from "../../shared/ui/FormField";
import { useConfirmedRemoval } from "../../shared/ui/useConfirmedRemoval";
import { FuelStockBalance } from "./FuelStockBalance";
import {
  DIRECTION_LABELS,
  newTransferForm,
  type TransferForm,
  transferFormProblems,
  transferRequest,
} from "./transferForm";
import { transfersApi } from "./transfersApi";

const tons = (value: number) => `${value.toLocaleString("en-GB", { maximumFractionDigits: 3 })} t`;

/**
 * The event editor's 'Ship to ship transfer' action and the voyage's transfers: fuel delivered to or
 * received from another ship. Listed apart from consumption, which they never count as.
 */
export function ShipToShipTransfers({
  vesselId,
  departureId,
  eventTime,
  dataConfirmed,
}: ShipToShipTransferProps) {
  const transfers = useAsyncList(() => transfersApi.ofVoyage(departureId), "ship-to-ship transfers");
  const [balanceKey, setBalanceKey] = useState(0);
  const reload = async () => {
    await transfers.reload();
    setBalanceKey((key) => key + 1);
  };
  const [form, setForm] = useState<TransferForm | null>(null);
  const removal = useConfirmedRemoval<ShipToShipTransferDto>({
    remove: (transfer) => transfersApi.remove(transfer.id),
    after: () => reload(),
    describeFailure: (failure) => failureText(failure, "The transfer could not be removed."),
  });

  return (
    <section css={{ marginTop: 18, display: "grid", gap: 8 }} data-testid="sts-transfers">
      <div css={{ display: "flex", alignItems: "center", gap: 10, flexWrap: "wrap" }}>
        <h4 css={{ margin: 0, fontSize: "0.98rem" }}>Ship-to-ship transfers of this voyage</h4>
        {!dataConfirmed && (
          <Button
            type="button"
            label="Ship to ship transfer"
            icon="pi pi-arrow-right-arrow-left"
            size="small"
            outlined
            onClick={() => setForm(newTransferForm(eventTime))}
            data-testid="sts-open"
          />
        )}
      </div>
      <small css={(t) => ({ color: t.color.textMuted })}>
        Fuel handed to another ship is not consumed by this one: transfers are not part of the MRV and IMO DCS
        fuel figures.
      </small>
      {transfers.status === "error" ? (
        <AlertBox severity="error" testId="sts-load-error">
          The ship-to-ship transfers could not be loaded.
        </AlertBox>
      ) : transfers.items.length === 0 ? (
        transfers.status === "ready" && (
          <small data-testid="sts-empty">No ship-to-ship transfers recorded.</small>
        )
      ) : (
        <table
          css={{ width: "100%", borderCollapse: "collapse", fontSize: "0.9rem" }}
          data-testid="sts-table"
        >
          <thead>
            <tr css={(t) => ({ textAlign: "left", borderBottom: `1px solid ${t.color.border}` })}>
              <th css={{ padding: "6px 4px" }}>Time (UTC)</th>
              <th>Direction</th>
              <th>Other ship</th>
              <th>Fuel</th>
              <th>Tank</th>
              <th css={{ textAlign: "right" }}>Amount</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {transfers.items.map((t) => (
              <tr key={t.id} data-testid="sts-row">
                <td css={{ padding: "6px 4px", whiteSpace: "nowrap" }}>{formatUtc(t.timestamp)}</td>
                <td>{t.direction === "Delivered" ? "Delivered to" : "Received from"}</td>
                <td>
                  {t.otherShipName}
                  {t.otherShipImoNumber && <small css={{ opacity: 0.7 }}> IMO {t.otherShipImoNumber}</small>}
                </td>
                <td>{t.fuelTypeName}</td>
                <td>{t.fuelTankName ?? "—"}</td>
                <td css={{ textAlign: "right", whiteSpace: "nowrap" }}>{tons(t.amountInTon)}</td>
                <td css={{ textAlign: "right" }}>
                  {!dataConfirmed && (
                    <RowAction
                      icon="pi pi-trash"
                      label="Remove"
                      severity="danger"
                      onClick={() => removal.ask(t)}
                      testId="sts-remove"
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {form && (
        <TransferDialog
          vesselId={vesselId}
          initial={form}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            void reload();
          }}
        />
      )}
      <FuelStockBalance key={balanceKey} departureId={departureId} />
      <ConfirmDialog
        title="Remove transfer"
        message="Remove this ship-to-ship transfer? It stays in the voyage's history."
        confirmLabel="Remove"
        danger
        {...removal.dialog}
      />
    </section>
  );
}

function TransferDialog({
  vesselId,
  initial,
  onClose,
  onSaved,
}: {
  vesselId: string;
  initial: TransferForm;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fuelTypes = useAsyncList(
    async () => (await fuelApi.fuelTypes()).filter((type) => !type.isDeactivated),
    "fuel types",
  );
  const tanks = useAsyncList(
    async () => (await fuelApi.fuelTanks(vesselId)).filter((tank) => !tank.isDeactivated),
    "fuel tanks",
  );
  const problems = tried ? transferFormProblems(form) : {};
  const set = (change: Partial<TransferForm>) => setForm((previous) => ({ ...previous, ...change }));

  async function save() {
    setTried(true);
    if (Object.keys(transferFormProblems(form)).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await transfersApi.record(transferRequest(vesselId, form));
      onSaved();
    } catch (failure) {
      // Nothing was saved: the dialog stays with the entries and the server's reason until the user acts.
      setError(failureText(failure, "The transfer could not be saved."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      header="Ship to ship transfer"
      width={560}
      testId="sts"
      onClose={onClose}
      onAction={() => void save()}
      busy={busy}
    >
      <div css={{ display: "grid", gap: 12 }}>
        <SelectButton
          value={form.direction}
          options={TRANSFER_DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_LABELS[d] }))}
          onChange={(event) => event.value && set({ direction: event.value })}
          allowEmpty={false}
          data-testid="sts-direction"
        />
        <FormField label="Time (UTC)" htmlFor="sts-day" error={problems.when} errorTestId="sts-when-error">
          <div css={{ display: "flex", gap: 8 }}>
            <DateInput
              id="sts-day"
              label="Transfer date (UTC)"
              value={form.day}
              onChange={(day) => set({ day: day })}
              testId="sts-day"
            />
            <InputText
              aria-label="Time hh:mm"
              value={form.time}
              maxLength={5}
              placeholder="hh:mm"
              onChange={(event) => set({ time: event.target.value })}
              css={{ maxWidth: "6rem" }}
              data-testid="sts-time"
            />
          </div>
        </FormField>
        <div css={{ display: "grid", gridTemplateColumns: "2fr 1fr", gap: 10 }}>
          <FormField
            label="Other ship"
            htmlFor="sts-ship"
            error={problems.otherShipName}
            errorTestId="sts-ship-error"
          >
            <InputText
              id="sts-ship"
              value={form.otherShipName}
              maxLength={TEXT_LIMITS.name}
              onChange={(event) => set({ otherShipName: event.target.value })}
              data-testid="sts-ship"
            />
          </FormField>
          <FormField label="Its IMO number (optional)" htmlFor="sts-imo">
            <InputText
              id="sts-imo"
              value={form.otherShipImoNumber}
              maxLength={10}
              onChange={(event) => set({ otherShipImoNumber: event.target.value })}
              data-testid="sts-imo"
            />
          </FormField>
        </div>
        <div css={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 10 }}>
          <FormField
            label="Fuel type"
            htmlFor="sts-fuel"
            error={problems.fuelTypeId}
            errorTestId="sts-fuel-error"
          >
            <FuelTypeSelect
              id="sts-fuel"
              value={form.fuelTypeId}
              onChange={(fuelTypeId) => set({ fuelTypeId })}
              fuelTypes={fuelTypes.items}
              invalid={Boolean(problems.fuelTypeId)}
              testId="sts-fuel"
            />
          </FormField>
          <FormField label="Fuel tank (optional)" htmlFor="sts-tank">
            <Dropdown
              inputId="sts-tank"
              value={form.fuelTankId}
              options={[
                { value: "", label: "No tank" },
                ...tanks.items.map((tank) => ({ value: tank.id, label: tank.name })),
              ]}
              placeholder="No tank"
              onChange={(event) => set({ fuelTankId: String(event.value ?? "") })}
              css={{ width: "100%" }}
              data-testid="sts-tank"
            />
          </FormField>
        </div>
        <FormField
          label="Amount (t)"
          htmlFor="sts-amount"
          error={problems.amountInTon}
          errorTestId="sts-amount-error"
        >
          <InputText
            id="sts-amount"
            value={form.amountInTon}
            inputMode="decimal"
            maxLength={20}
            onChange={(event) => set({ amountInTon: event.target.value })}
            data-testid="sts-amount"
          />
        </FormField>
        {error && (
          <AlertBox severity="error" testId="sts-error">
            {error}
          </AlertBox>
        )}
      </div>
    </ActionDialog>
  );
}
