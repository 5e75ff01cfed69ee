import type { LogVariableAnswer } from "../../../domain/logdata/answers.js";
import { displayNameOf } from "../../../domain/logdata/variables.js";
import type { LogVariableRecord } from "../../timeseries/TimeSeriesStore.js";

/** A log variable as the API answers it (spec 3 §3 Log variable). */
export function variableDto(v: LogVariableRecord): LogVariableAnswer {
  return {
    id: v.id,
    vesselId: v.vesselId,
    name: v.name,
    displayName: displayNameOf(v.name),
    unit: { caption: v.unit, unitType: v.unitType },
    displayPrecision: v.displayPrecision,
    onboardSystem: v.onboardSystem,
    taxa: v.taxa.map((name) => ({ name })),
    hasLogData: v.hasLogData,
    logDataMinDate: v.firstAt === null ? null : new Date(v.firstAt).toISOString(),
    logDataMaxDate: v.lastAt === null ? null : new Date(v.lastAt).toISOString(),
  };
}
