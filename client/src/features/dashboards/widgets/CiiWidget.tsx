import type { CiiConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { CiiRatingSummary } from "../../../entities/cii/CiiRatingSummary";
import { ciiApi } from "../../../entities/cii/ciiApi";
import { useVesselsAnswer } from "../state/useVesselsAnswer";
import { Muted } from "./WidgetFrame";

/**
 * The CII rating of the chosen vessels: year to date when `config.ytd`, else the projected year-end
 * rating; as a table when `config.showTable`. Read again after an import of one of the vessels.
 */
export function CiiWidget({ config }: { config: CiiConfigView }) {
  const loaded = useVesselsAnswer(
    config.vessels.map((v) => v.id),
    (ids) => ciiApi.fleetYtd(ids),
    "CII",
  );

  if (config.vessels.length === 0)
    return <Muted data-testid="widget-empty">Choose vessels with the cog of this widget.</Muted>;
  if (loaded.status === "loading") return <Muted>Loading…</Muted>;
  if (loaded.status === "error")
    return (
      <Muted data-testid="cii-error">
        The CII could not be loaded. It is tried again after the next import.
      </Muted>
    );
  return (
    <div data-testid="cii-widget">
      <CiiRatingSummary rows={loaded.rows} ytd={config.ytd} showTable={config.showTable} />
    </div>
  );
}
