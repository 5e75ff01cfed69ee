import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import type { VesselDataConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { formatDateTime } from "../../../shared/format/formatDateTime";
import { ImplausibleMarker } from "../../../shared/ui/ImplausibleMarker";
import { type ColumnValues, columnTitle, formatCell, loadTableValues } from "../data/vesselData";
import { useVesselsRevision } from "../state/liveRefresh";
import { calculationText } from "./columnLabel";
import { Muted } from "./WidgetFrame";

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.9rem;
  th, td {
    padding: 6px 10px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    text-align: right;
    white-space: nowrap;
  }
  tr > :first-child { text-align: left; position: sticky; left: 0; background: ${(p) => p.theme.color.surface}; }
  thead th { position: sticky; top: 0; background: ${(p) => p.theme.color.surface}; vertical-align: bottom; z-index: 1; }
  /* Headers wrap, so a narrow widget (1024 px) shows several columns, not one; the rest scroll. */
  thead th { white-space: normal; min-width: 5.5rem; max-width: 9rem; overflow-wrap: anywhere; }
  @container (max-width: 520px) {
    th, td { padding: 4px 6px; font-size: 0.82rem; }
  }
  thead th:first-child { z-index: 2; }
  th .sub { display: block; font-weight: 400; font-size: 0.78rem; color: ${(p) => p.theme.color.textMuted}; }
  td.error { color: ${(p) => p.theme.color.danger}; white-space: normal; text-align: left; }
  tbody tr:hover td { background: ${(p) => p.theme.color.surfaceMuted}; }
`;

/** Rows are the config's vessels, columns its columns; each cell the calculated value of the column's variable. */
export function VesselDataTableWidget({ config }: { config: VesselDataConfigView }) {
  const [values, setValues] = useState<ColumnValues[] | null>(null);
  const [failed, setFailed] = useState(false);
  const revision = useVesselsRevision(config.vessels.map((v) => v.id));

  useEffect(() => {
    // `revision` moves when an import of one of the vessels finishes: read the values again.
    void revision;
    let live = true;
    loadTableValues(config, Date.now())
      .then((answer) => {
        if (!live) return;
        setValues(answer);
        setFailed(false);
      })
      .catch((error) => {
        console.warn("The table values could not be loaded", error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [config, revision]);

  if (config.vessels.length === 0)
    return <Muted data-testid="widget-empty">Choose vessels and columns with the cog of this widget.</Muted>;
  if (config.columns.length === 0)
    return (
      <div css={{ display: "grid", gap: 8 }} data-testid="widget-empty">
        <Muted>
          No columns yet: choose variables with the cog of this widget (the vessels' variables appear once
          their data has been received).
        </Muted>
        <Muted>{config.vessels.map((v) => v.name).join(", ")}</Muted>
      </div>
    );
  if (failed) return <Muted>The values could not be loaded.</Muted>;
  const columnError = values?.find((c) => c.error)?.error;
  return (
    <div css={{ overflow: "auto", height: "100%", containerType: "inline-size" }}>
      <Table data-testid="vessel-data-table" data-loaded={values !== null}>
        <thead>
          <tr>
            <th scope="col">Vessel</th>
            {config.columns.map((column) => (
              <th key={column.sequence} scope="col">
                {columnTitle(column)}
                <span className="sub">{calculationText(column)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {config.vessels.map((vessel) => (
            <tr key={vessel.id} data-testid="vessel-data-row">
              <th scope="row">{vessel.name}</th>
              {config.columns.map((column, index) => {
                const cell = values?.[index]?.cells.get(vessel.id);
                const stamp = cell?.timestamp ? formatDateTime(cell.timestamp) : "";
                return (
                  <td
                    key={column.sequence}
                    title={stamp ? `Received ${stamp}` : undefined}
                    data-testid="vessel-data-cell"
                  >
                    {values ? formatCell(cell) : "…"}
                    <ImplausibleMarker count={cell?.implausibleSkipped} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      {columnError && <Muted css={{ marginTop: 8 }}>{columnError}</Muted>}
    </div>
  );
}
