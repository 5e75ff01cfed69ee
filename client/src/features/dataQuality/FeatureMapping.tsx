import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { useEffect, useState } from "react";
import type { MappedFeatureAnswer } from "../../../../domain/featureMapping/answers";
import { useSession } from "../../entities/session/sessionStore";
import type { LogVariableDto } from "../../entities/vessel/mainVariables";
import { failureText } from "../../shared/api/failureText";
import { http } from "../../shared/api/httpClient";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { Card } from "../../shared/ui/Card";
import { DQ_FAILURES, dataQualityApi } from "./api";
import { LoadState, useLoaded } from "./parts";

type Editable = MappedFeatureAnswer;

/**
 * A vessel's feature mapping: per feature the log variable it is read from (suggested from the taxa),
 * the expected sampling interval, the valid range and the frozen-value limit. SuperUser and
 * Administrator edit it; everyone else reads it.
 */
export function FeatureMapping({ vesselId }: { vesselId: string }) {
  const { user } = useSession();
  const mayEdit = user?.role === "SuperUser" || user?.role === "Administrator";
  const [state] = useLoaded(
    vesselId,
    async () => {
      const [mapping, variables] = await Promise.all([
        dataQualityApi.featureMapping(vesselId),
        http.get<LogVariableDto[]>(`/LogVariables?vesselIds=${encodeURIComponent(vesselId)}`).catch(() => []),
      ]);
      return { mapping, variables };
    },
    DQ_FAILURES.featureMapping,
  );
  const [rows, setRows] = useState<Editable[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (state.status === "ready") setRows(state.data.mapping.features);
  }, [state]);

  const change = (name: string, patch: Partial<Editable>) =>
    setRows((all) => all.map((r) => (r.featureName === name ? { ...r, ...patch } : r)));
  const save = () => {
    // Only what was configured before or changed now: untouched rows keep following the suggestion.
    const before = state.status === "ready" ? state.data.mapping.features : [];
    const same = (a: Editable, b: Editable | undefined) =>
      b !== undefined &&
      a.logVariableId === b.logVariableId &&
      a.intervalSeconds === b.intervalSeconds &&
      a.min === b.min &&
      a.max === b.max &&
      a.frozenLimitMinutes === b.frozenLimitMinutes;
    const changed = rows.filter(
      (r) =>
        r.configured ||
        !same(
          r,
          before.find((b) => b.featureName === r.featureName),
        ),
    );
    if (changed.length === 0) {
      showSnackbar({ text: "Nothing changed.", color: "info" });
      return;
    }
    setSaving(true);
    dataQualityApi
      .saveFeatureMapping(
        vesselId,
        changed.map(({ featureName, logVariableId, intervalSeconds, min, max, frozenLimitMinutes }) => ({
          featureName,
          logVariableId,
          intervalSeconds,
          min,
          max,
          frozenLimitMinutes,
        })),
      )
      .then((answer) => {
        setRows(answer.features);
        showSnackbar({ text: "Feature mapping saved.", color: "success" });
      })
      .catch((e: unknown) => showSnackbar({ text: failureText(e, DQ_FAILURES.updateFeatureConfig) }))
      .finally(() => setSaving(false));
  };
  const number = (
    row: Editable,
    field: "intervalSeconds" | "min" | "max" | "frozenLimitMinutes",
    label: string,
  ) =>
    mayEdit ? (
      <InputNumber
        value={row[field]}
        onValueChange={(e) => change(row.featureName, { [field]: e.value ?? 0 })}
        aria-label={`${row.featureName} ${label}`}
        inputStyle={{ width: 84 }}
        maxFractionDigits={field === "min" || field === "max" ? 3 : 0}
        min={field === "min" || field === "max" ? -1e9 : 1}
      />
    ) : (
      row[field]
    );

  return (
    <Card data-testid="feature-mapping">
      <LoadState state={state} what="the feature mapping" failure={DQ_FAILURES.featureMapping}>
        {(data) => (
          <>
            <p css={{ marginTop: 0 }}>
              Every data-quality page and analytics module reads these quantities through this mapping. Rows
              nobody changed follow the suggestion from the variables' taxa, at the interval their readings
              show.
            </p>
            <DataTable
              value={rows}
              dataKey="featureName"
              size="small"
              scrollable
              data-testid="feature-mapping-table"
            >
              <Column header="Feature" body={(r: Editable) => `${r.featureName} (${r.unit})`} />
              <Column
                header="Log variable"
                body={(r: Editable) =>
                  mayEdit ? (
                    <Dropdown
                      value={r.logVariableId}
                      options={[
                        { label: "Not mapped", value: null },
                        ...data.variables.map((v) => ({
                          label: `${v.displayName || v.name} (${v.unit.caption})`,
                          value: v.id,
                        })),
                      ]}
                      onChange={(e) => change(r.featureName, { logVariableId: e.value as number | null })}
                      filter
                      aria-label={`${r.featureName} log variable`}
                      css={{ width: 210 }}
                    />
                  ) : (
                    (r.logVariableName ?? "Not mapped")
                  )
                }
              />
              <Column header="Every (s)" body={(r: Editable) => number(r, "intervalSeconds", "interval")} />
              <Column header="Min" body={(r: Editable) => number(r, "min", "minimum")} />
              <Column header="Max" body={(r: Editable) => number(r, "max", "maximum")} />
              <Column
                header="Frozen after (min)"
                body={(r: Editable) => number(r, "frozenLimitMinutes", "frozen limit")}
              />
              <Column header="Source" body={(r: Editable) => (r.configured ? "Configured" : "Suggested")} />
            </DataTable>
            {mayEdit && (
              <div css={{ marginTop: 12 }}>
                <Button
                  type="button"
                  label="Save"
                  icon="pi pi-save"
                  onClick={save}
                  loading={saving}
                  data-testid="feature-mapping-save"
                />
              </div>
            )}
          </>
        )}
      </LoadState>
    </Card>
  );
}
