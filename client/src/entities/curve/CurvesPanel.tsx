import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useCallback, useEffect, useState } from "react";
import type { ReferenceCurveAnswer } from "../../../../domain/curves/answers";
import { CURVE_MODE_LABELS } from "../../../../domain/curves/referenceCurve";
import { failureText } from "../../shared/api/failureText";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { CurveEditor } from "./CurveEditor";
import { CurveView } from "./CurveView";
import { curveApi } from "./curveApi";

const axisName = (axis: ReferenceCurveAnswer["xAxis"]) => axis.name ?? `Variable ${axis.logVariableId}`;

/**
 * A vessel's reference curves: the sortable table of curves, the selected curve's view, and adding,
 * editing and deleting (`canEdit`). `prefix` is "/Kognifai" on the partner page.
 */
export function CurvesPanel({
  vesselId,
  prefix = "",
  canEdit,
  chartHeight,
  withReport = false,
}: {
  vesselId: string;
  prefix?: string;
  canEdit: boolean;
  chartHeight?: number;
  withReport?: boolean;
}) {
  const theme = useTheme();
  const [curves, setCurves] = useState<ReferenceCurveAnswer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<ReferenceCurveAnswer | "new" | null>(null);
  const [removing, setRemoving] = useState<ReferenceCurveAnswer | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const load = useCallback(() => {
    let live = true;
    setCurves(null);
    curveApi
      .find(prefix, vesselId)
      .then((list) => {
        if (!live) return;
        setCurves(list);
        setError(null);
        setSelectedId((id) => (list.some((c) => c.id === id) ? id : (list[0]?.id ?? null)));
      })
      .catch((e: unknown) => live && setError(failureText(e, "The reference curves could not be loaded.")));
    return () => {
      live = false;
    };
  }, [prefix, vesselId]);
  useEffect(load, [load]);

  const selected = curves?.find((c) => c.id === selectedId) ?? null;
  const saved = (curve: ReferenceCurveAnswer) => {
    setEditing(null);
    setCurves((list) => [...(list ?? []).filter((c) => c.id !== curve.id), curve]);
    setSelectedId(curve.id);
    showSnackbar({ text: `Reference curve ${curve.name} saved.`, color: "success" });
  };

  if (error)
    return (
      <AlertBox severity="error" testId="curves-error">
        {error}
      </AlertBox>
    );

  return (
    <div css={{ display: "grid", gap: 16 }}>
      <Card css={{ padding: 0 }}>
        <div css={{ display: "flex", alignItems: "center", padding: "12px 16px", gap: 12 }}>
          <h2 css={{ fontSize: "1.15rem", margin: 0 }}>Curves</h2>
          {canEdit && (
            <Button
              label="Add curve"
              icon="pi pi-plus"
              size="small"
              css={{ marginLeft: "auto" }}
              onClick={() => setEditing("new")}
              data-testid="curve-add"
            />
          )}
        </div>
        <DataTable
          value={curves ?? []}
          loading={curves === null}
          size="small"
          dataKey="id"
          selectionMode="single"
          selection={selected}
          onSelectionChange={(e) => setSelectedId((e.value as ReferenceCurveAnswer | null)?.id ?? selectedId)}
          sortMode="single"
          removableSort
          emptyMessage="No reference curves for this vessel yet."
          data-testid="curves-table"
        >
          <Column field="name" header="Name" sortable />
          <Column
            field="curveMode"
            header="Mode"
            sortable
            body={(c: ReferenceCurveAnswer) => CURVE_MODE_LABELS[c.curveMode]}
          />
          <Column
            field="curveFit"
            header="Fit"
            sortable
            body={(c: ReferenceCurveAnswer) =>
              c.curveFit === "Polynomial" ? `Polynomial (${c.regressionOrder})` : c.curveFit
            }
          />
          <Column header="x" body={(c: ReferenceCurveAnswer) => axisName(c.xAxis)} />
          <Column header="y" body={(c: ReferenceCurveAnswer) => axisName(c.yAxis)} />
          <Column header="Points" body={(c: ReferenceCurveAnswer) => c.points.length} />
          {canEdit && (
            <Column
              header={ACTIONS_HEADER}
              body={(c: ReferenceCurveAnswer) => (
                <span css={{ display: "flex", gap: 2 }}>
                  <Button
                    icon="pi pi-pencil"
                    text
                    rounded
                    aria-label={`Edit ${c.name}`}
                    onClick={() => setEditing(c)}
                  />
                  <Button
                    icon="pi pi-trash"
                    text
                    rounded
                    severity="danger"
                    aria-label={`Delete ${c.name}`}
                    onClick={() => setRemoving(c)}
                  />
                </span>
              )}
            />
          )}
        </DataTable>
      </Card>
      {selected && (
        <Card data-testid="curve-card">
          <h2 css={{ fontSize: "1.15rem", margin: "0 0 4px" }}>{selected.name}</h2>
          <p css={{ margin: "0 0 12px", color: theme.color.textMuted }}>
            {CURVE_MODE_LABELS[selected.curveMode]} · {selected.points.length} points
          </p>
          <CurveView
            key={selected.id + selected.version}
            curve={selected}
            chartHeight={chartHeight}
            onReport={
              withReport
                ? (predictions) =>
                    void curveApi
                      .report(selected.id, predictions)
                      .catch((e: unknown) =>
                        showSnackbar({ text: failureText(e, "The report could not be downloaded.") }),
                      )
                : undefined
            }
          />
        </Card>
      )}
      {editing && (
        <CurveEditor
          prefix={prefix}
          vesselId={vesselId}
          curve={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        visible={removing !== null}
        title="Delete reference curve"
        message={`Delete ${removing?.name ?? ""}? The charter party stops using it.`}
        confirmLabel="Delete"
        danger
        error={removeError}
        onHide={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
        onConfirm={() => {
          if (!removing) return;
          curveApi
            .remove(prefix, removing.id)
            .then(() => {
              setCurves((list) => (list ?? []).filter((c) => c.id !== removing.id));
              setRemoving(null);
            })
            .catch((e: unknown) => setRemoveError(failureText(e, "The curve could not be deleted.")));
        }}
      />
    </div>
  );
}
