import type { FoulingOverviewConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { Muted } from "./WidgetFrame";

/** Fouling overview: the fouling module does not exist yet, so the widget says so (spec: "not available yet"). */
export function FoulingOverviewWidget({ config }: { config: FoulingOverviewConfigView }) {
  return (
    <div css={{ display: "grid", gap: 8 }} data-testid="fouling-widget">
      <Muted data-testid="fouling-not-available">Fouling overview not available yet</Muted>
      {config.vessels.length > 0 && <Muted>Vessels: {config.vessels.map((v) => v.name).join(", ")}</Muted>}
    </div>
  );
}
