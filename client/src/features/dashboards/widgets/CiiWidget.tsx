import type { CiiConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { Muted } from "./WidgetFrame";

/**
 * The CII widget. The CII module (client/src/entities/cii) is built separately; until it is on this
 * branch the widget says so. To wire it: render the entity's rating of `config.vessels` here (year to
 * date when `config.ytd`, as a table when `config.showTable`) — this is the only place to change.
 */
export function CiiWidget({ config }: { config: CiiConfigView }) {
  return (
    <div css={{ display: "grid", gap: 8 }} data-testid="cii-widget">
      <Muted data-testid="cii-not-available">CII not available yet</Muted>
      {config.vessels.length > 0 && <Muted>Vessels: {config.vessels.map((v) => v.name).join(", ")}</Muted>}
    </div>
  );
}
