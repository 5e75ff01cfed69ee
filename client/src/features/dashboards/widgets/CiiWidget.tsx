import { useEffect, useState } from "react";
import type { CiiConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { CiiRatingSummary } from "../../../entities/cii/CiiRatingSummary";
import { type CiiFleetRow, ciiApi } from "../../../entities/cii/ciiApi";
import { useVesselsRevision } from "../state/liveRefresh";
import { Muted } from "./WidgetFrame";

type Loaded = { status: "loading" } | { status: "ready"; rows: CiiFleetRow[] } | { status: "error" };

/**
 * The CII rating of the chosen vessels: year to date when `config.ytd`, else the projected year-end
 * rating; as a table when `config.showTable`. Read again after an import of one of the vessels.
 */
export function CiiWidget({ config }: { config: CiiConfigView }) {
  const ids = config.vessels.map((v) => v.id);
  const key = ids.join(",");
  const revision = useVesselsRevision(ids);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });

  useEffect(() => {
    if (key === "" || revision === "") return;
    let current = true;
    ciiApi.fleetYtd(key.split(",")).then(
      (answer) => current && setLoaded({ status: "ready", rows: answer.vessels }),
      (error) => {
        console.warn("The CII could not be loaded", error);
        if (current) setLoaded({ status: "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [key, revision]);

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
