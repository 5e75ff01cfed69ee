import { useTheme } from "@emotion/react";
import { useEffect, useMemo, useState } from "react";
import type { SeaTemperatureAnswer } from "../../../../domain/hullPerformance/answers";
import { failureText } from "../../shared/api/failureText";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { type MapPoint, PointMap } from "../../shared/map";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { foulingApi } from "./foulingApi";

/** Temperature bands, coldest first: the colour of a point and the legend. */
const BANDS = [
  { below: 5, colour: "#2c5fa8", label: "below 5 °C" },
  { below: 10, colour: "#3a8fc9", label: "5–10 °C" },
  { below: 15, colour: "#45b39d", label: "10–15 °C" },
  { below: 20, colour: "#c9b43a", label: "15–20 °C" },
  { below: 25, colour: "#e0822f", label: "20–25 °C" },
  { below: Number.POSITIVE_INFINITY, colour: "#c8382e", label: "25 °C and warmer" },
];
const colourOf = (temperature: number) => BANDS.find((b) => temperature < b.below)!.colour;

/** Sea surface temperature along the vessel's track (fouling grows faster in warm water). */
export function SeaTemperatureCard({ vesselId, from, to }: { vesselId: string; from: string; to: string }) {
  const theme = useTheme();
  const [data, setData] = useState<SeaTemperatureAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    foulingApi
      .seaTemperature(vesselId, from, to)
      .then((answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
      })
      .catch(
        (failure: unknown) =>
          live && setError(failureText(failure, "Failed to fetch sea surface temperature")),
      );
    return () => {
      live = false;
    };
  }, [vesselId, from, to]);

  const points = useMemo<MapPoint[]>(
    () =>
      (data?.points ?? []).map((p) => ({
        lat: p.latlng[0],
        lng: p.latlng[1],
        colour: colourOf(p.temperature),
        title: `${p.temperature.toFixed(1)} °C`,
        lines: [
          ["Time", formatDateTime(p.timestamp) || p.timestamp],
          ["Ship speed", p.shipSpeed === null ? "—" : `${p.shipSpeed.toFixed(1)} kn`],
          ["Time spent", `${p.timeSpent} h`],
          ["Position", `${p.latlng[0].toFixed(5)}, ${p.latlng[1].toFixed(5)}`],
        ],
      })),
    [data],
  );
  const hours = (data?.points ?? []).reduce((s, p) => s + p.timeSpent, 0);
  const warm = (data?.points ?? []).filter((p) => p.temperature >= 20).reduce((s, p) => s + p.timeSpent, 0);

  return (
    <Card data-testid="fouling-sea-temperature">
      <h2 css={{ margin: "0 0 8px", fontSize: "1.2rem" }}>Sea surface temperature</h2>
      {error && (
        <AlertBox severity="error" testId="fouling-sea-temperature-error">
          {error}
        </AlertBox>
      )}
      {data && (
        <p
          css={{ margin: "0 0 10px", color: theme.color.textMuted }}
          data-testid="fouling-sea-temperature-summary"
        >
          {data.points.length === 0
            ? "No sea water temperature with a position in this period."
            : `${data.points.length} positions (one per ${data.bucketHours} hours), ${hours} hours with a temperature; ${hours > 0 ? Math.round((100 * warm) / hours) : 0} % of them in water of 20 °C or warmer, where fouling grows fastest.${data.dropped > 0 ? ` ${data.dropped} without a position left out.` : ""}`}
        </p>
      )}
      <PointMap
        points={points}
        legend={BANDS.map((b) => ({ label: b.label, colour: b.colour }))}
        height={380}
        data-testid="fouling-sea-temperature-map"
      />
    </Card>
  );
}
