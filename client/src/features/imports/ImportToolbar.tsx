import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import { SelectButton } from "primereact/selectbutton";
import {
  clampRecentDays,
  formatDay,
  POLL_INTERVALS_S,
  RECENT_DAYS_MAX,
  RECENT_DAYS_MIN,
  shiftDay,
} from "./importStatusRules";
import type { ImportStatusQuery } from "./useImportStatus";

export interface ToolbarState extends ImportStatusQuery {
  imo: string;
  polling: boolean;
  pollSeconds: number;
}

interface ImportToolbarProps {
  state: ToolbarState;
  today: string;
  onChange: (next: Partial<ToolbarState>) => void;
}

const VIEWS = [
  { label: "By day", value: "day" },
  { label: "Recent days", value: "recent" },
];

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <fieldset css={{ display: "grid", gap: 4, border: 0, padding: 0, margin: 0 }}>
    <legend css={(t) => ({ fontSize: "0.85rem", color: t.color.textMuted, padding: 0, marginBottom: 4 })}>
      {label}
    </legend>
    {children}
  </fieldset>
);

/** Day navigation, IMO filter, recent days and the real-time polling switch of the Import status page. */
export function ImportToolbar({ state, today, onChange }: ImportToolbarProps) {
  return (
    <div css={{ display: "flex", flexWrap: "wrap", gap: 16, alignItems: "flex-end" }}>
      <SelectButton
        value={state.view}
        options={VIEWS}
        allowEmpty={false}
        onChange={(e) => onChange({ view: e.value })}
        data-testid="import-view"
      />
      {state.view === "day" ? (
        <div css={{ display: "flex", alignItems: "center", gap: 4 }}>
          <Button
            icon="pi pi-chevron-left"
            text
            rounded
            aria-label="Previous day"
            onClick={() => onChange({ day: shiftDay(state.day, -1) })}
            data-testid="import-previous-day"
          />
          <strong css={{ minWidth: 120, textAlign: "center" }} data-testid="import-day">
            {formatDay(state.day)}
          </strong>
          <Button
            icon="pi pi-chevron-right"
            text
            rounded
            aria-label="Next day"
            disabled={state.day >= today}
            onClick={() => onChange({ day: shiftDay(state.day, 1) })}
            data-testid="import-next-day"
          />
        </div>
      ) : (
        <Field label={`Recent days (${RECENT_DAYS_MIN}–${RECENT_DAYS_MAX})`}>
          <InputNumber
            value={state.recentDays}
            min={RECENT_DAYS_MIN}
            max={RECENT_DAYS_MAX}
            showButtons
            inputStyle={{ width: 64 }}
            onValueChange={(e) => onChange({ recentDays: clampRecentDays(e.value) })}
            data-testid="import-recent-days"
          />
        </Field>
      )}
      <Field label="IMO number">
        <InputText
          value={state.imo}
          placeholder="Filter by IMO"
          onChange={(e) => onChange({ imo: e.target.value })}
          aria-label="IMO number"
          css={{ width: 150 }}
          data-testid="import-imo-filter"
        />
      </Field>
      <Field label="Real-time polling">
        <div css={{ display: "flex", alignItems: "center", gap: 8, minHeight: 42 }}>
          <InputSwitch
            checked={state.polling}
            onChange={(e) => onChange({ polling: Boolean(e.value) })}
            data-testid="import-polling"
          />
          <Dropdown
            value={state.pollSeconds}
            options={POLL_INTERVALS_S.map((s) => ({ label: `${s} s`, value: s }))}
            onChange={(e) => onChange({ pollSeconds: e.value })}
            disabled={!state.polling}
            aria-label="Polling interval"
            data-testid="import-poll-interval"
          />
        </div>
      </Field>
    </div>
  );
}
