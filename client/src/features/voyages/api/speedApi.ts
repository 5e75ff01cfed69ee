import type { LogDataObjectsPage, LogVariableAnswer } from "../../../../../domain/logdata/answers";
import { http } from "../../../shared/api/httpClient";
import { type TimeRange, toSeriesPoints } from "../logic/speedChartWindow";
import { queryString } from "./voyagesApi";

export interface SpeedSeries {
  unit: string;
  points: [number, number][];
}

/**
 * The vessel's GPS speed over a range at quarter-hour granularity, or null when the vessel has no speed
 * variable or the log data store does not answer (the chart then shows the events alone).
 */
export async function loadSpeed(vesselId: string, range: TimeRange): Promise<SpeedSeries | null> {
  try {
    const variable = await http.get<LogVariableAnswer | null>(
      `/LogVariables/${encodeURIComponent(vesselId)}/GpsSpeed`,
    );
    const id = variable?.id;
    if (id === undefined) return null;
    const answer = await http.get<LogDataObjectsPage>(
      `/LogData/Find?${queryString({
        logVariableId: id,
        granularity: "Quarter",
        fromDate: new Date(range.from).toISOString(),
        toDate: new Date(range.to).toISOString(),
        dateTimeFormat: "UnixEpochMs",
        pageSize: 5000,
      })}`,
    );
    const points = toSeriesPoints(answer.data);
    return points.length ? { unit: answer.unit, points } : null;
  } catch (failure) {
    console.warn("No speed data for the voyage", failure);
    return null;
  }
}
