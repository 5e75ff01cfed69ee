import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useEffect, useState } from "react";
import type { CoatingTypeAnswer, VesselCoatingAnswer } from "../../../../domain/hullPerformance/answers";
import { failureText } from "../../shared/api/failureText";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { DateInput } from "../../shared/ui/DateInput";
import { InfoList } from "../../shared/ui/InfoList";
import { foulingApi } from "./foulingApi";

const NAME_MAX = 100;

/** The vessel's hull coating: type, manufacturer, product, applied on; who set it and when; editable by writers. */
export function HullCoatingCard({ vesselId, canEdit }: { vesselId: string; canEdit: boolean }) {
  const theme = useTheme();
  const [types, setTypes] = useState<CoatingTypeAnswer[]>([]);
  const [makers, setMakers] = useState<Array<{ id: number; name: string }>>([]);
  const [current, setCurrent] = useState<VesselCoatingAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ coatingTypeId: 0, manufacturerId: 0, productName: "", appliedOn: "" });

  useEffect(() => {
    let live = true;
    const fail = (message: string) => (failure: unknown) => live && setError(failureText(failure, message));
    foulingApi.coatingTypes().then((t) => live && setTypes(t), fail("Failed to fetch Hull Coating Type"));
    foulingApi
      .manufacturers()
      .then((m) => live && setMakers(m), fail("Failed to fetch Hull Coating Manufacturer"));
    foulingApi.coating(vesselId).then((c) => live && setCurrent(c), fail("Failed to fetch Hull Coating"));
    return () => {
      live = false;
    };
  }, [vesselId]);

  const startEditing = () => {
    const c = current?.coating;
    setDraft({
      coatingTypeId: c?.coatingTypeId ?? 0,
      manufacturerId: c?.manufacturerId ?? 0,
      productName: c?.productName ?? "",
      appliedOn: c?.appliedOn ?? "",
    });
    setEditing(true);
  };
  const save = async () => {
    try {
      setCurrent(
        await foulingApi.setCoating({
          vesselId,
          coatingTypeId: draft.coatingTypeId,
          manufacturerId: draft.manufacturerId,
          productName: draft.productName,
          appliedOn: draft.appliedOn || null,
          notes: current?.coating?.notes ?? "",
        }),
      );
      setEditing(false);
      setError(null);
    } catch (failure) {
      setError(failureText(failure, "Failed to update Hull Coating"));
    }
  };
  const coating = current?.coating;
  const typeDescription = types.find(
    (t) => t.id === (editing ? draft.coatingTypeId : coating?.coatingTypeId),
  );

  return (
    <Card data-testid="fouling-hull-coating">
      <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Hull coating</h2>
      {error && (
        <AlertBox severity="error" testId="fouling-hull-coating-error">
          {error}
        </AlertBox>
      )}
      {!editing && (
        <>
          {coating ? (
            <InfoList
              testId="fouling-hull-coating-info"
              rows={[
                ["Coating type", coating.coatingTypeName],
                ["Manufacturer", coating.manufacturerName],
                ["Product", coating.productName],
                ["Applied on", coating.appliedOn],
                [
                  "Set by",
                  `${coating.setByName ?? "unknown user"}, ${formatDateTime(coating.setAt) || coating.setAt}`,
                ],
              ]}
            />
          ) : (
            current && <p css={{ margin: 0 }}>No hull coating recorded for this vessel yet.</p>
          )}
          {typeDescription && (
            <p css={{ margin: "10px 0 0", color: theme.color.textMuted }}>{typeDescription.description}</p>
          )}
          {canEdit && current && (
            <Button
              type="button"
              size="small"
              outlined
              label={coating ? "Change coating" : "Record coating"}
              css={{ marginTop: 12 }}
              onClick={startEditing}
              data-testid="fouling-hull-coating-edit"
            />
          )}
        </>
      )}
      {editing && (
        <form
          css={{
            display: "grid",
            gap: 10,
            gridTemplateColumns: "minmax(140px, 200px) minmax(200px, 360px)",
            alignItems: "center",
          }}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label htmlFor="coating-type">Coating type</label>
          <Dropdown
            inputId="coating-type"
            value={draft.coatingTypeId || null}
            options={types.map((t) => ({ label: t.name, value: t.id }))}
            onChange={(e) => setDraft({ ...draft, coatingTypeId: e.value as number })}
            placeholder="Choose a type"
            data-testid="coating-type"
          />
          <label htmlFor="coating-manufacturer">Manufacturer</label>
          <Dropdown
            inputId="coating-manufacturer"
            value={draft.manufacturerId || null}
            options={makers.map((m) => ({ label: m.name, value: m.id }))}
            onChange={(e) => setDraft({ ...draft, manufacturerId: e.value as number })}
            placeholder="Choose a manufacturer"
            data-testid="coating-manufacturer"
          />
          <label htmlFor="coating-product">Product</label>
          <InputText
            id="coating-product"
            value={draft.productName}
            maxLength={NAME_MAX}
            onChange={(e) => setDraft({ ...draft, productName: e.target.value })}
            data-testid="coating-product"
          />
          <label htmlFor="coating-applied">Applied on</label>
          <DateInput
            id="coating-applied"
            label="Applied on (UTC)"
            value={draft.appliedOn}
            max={new Date().toISOString().slice(0, 10)}
            onChange={(day) => setDraft({ ...draft, appliedOn: day })}
            testId="coating-applied"
          />
          <span />
          <div css={{ display: "flex", gap: 8 }}>
            <Button
              type="submit"
              size="small"
              label="Save"
              disabled={!draft.coatingTypeId || !draft.manufacturerId}
              data-testid="coating-save"
            />
            <Button type="button" size="small" text label="Cancel" onClick={() => setEditing(false)} />
          </div>
        </form>
      )}
    </Card>
  );
}
