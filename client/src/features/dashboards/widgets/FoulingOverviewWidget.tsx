import type { FoulingOverviewConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { foulingOverviewApi } from "../../../entities/fouling/foulingOverviewApi";
import { useVesselsAnswer } from "../state/useVesselsAnswer";
import { Muted } from "./WidgetFrame";

/**
 * Fouling overview: the chosen vessels' current speed loss (ISO 19030-2, mean of the last 30 days),
 * worst first. Read again after an import of one of the vessels.
 */
export function FoulingOverviewWidget({ config }: { config: FoulingOverviewConfigView }) {
  const loaded = useVesselsAnswer(
    config.vessels.map((v) => v.id),
    (ids) => foulingOverviewApi.overview(ids),
    "fouling overview",
  );

  if (config.vessels.length === 0)
    return <Muted data-testid="widget-empty">Choose vessels with the cog of this widget.</Muted>;
  if (loaded.status === "loading") return <Muted>Loading…</Muted>;
  if (loaded.status === "error")
    return (
      <Muted data-testid="fouling-error">
        The fouling overview could not be loaded. It is tried again after the next import.
      </Muted>
    );
  const rows = [...loaded.rows].sort((a, b) => (b.speedLoss ?? -Infinity) - (a.speedLoss ?? -Infinity));
  return (
    <div data-testid="fouling-widget" css={{ overflow: "auto" }}>
      <table css={{ width: "100%", borderCollapse: "collapse", fontSize: "0.9rem" }}>
        <thead>
          <tr>
            <th css={{ textAlign: "left", padding: "4px 8px" }}>Vessel</th>
            <th css={{ textAlign: "right", padding: "4px 8px" }}>Speed loss (30 days)</th>
            <th css={{ textAlign: "right", padding: "4px 8px" }}>Days</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.vesselId}>
              <td css={{ padding: "4px 8px" }}>{r.vesselName}</td>
              <td css={{ textAlign: "right", padding: "4px 8px" }}>
                {r.error ?? (r.speedLoss === null ? "No value yet" : `${r.speedLoss.toFixed(2)} %`)}
              </td>
              <td css={{ textAlign: "right", padding: "4px 8px" }}>{r.days}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
