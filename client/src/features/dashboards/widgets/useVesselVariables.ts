import { useEffect, useState } from "react";
import type { LogVariableDto } from "../../../entities/vessel/mainVariables";
import { http } from "../../../shared/api/httpClient";

/** The log variables of the chosen vessels (GET /LogVariables?vesselIds=), read again when the choice changes. */
export function useVesselVariables(vesselIds: readonly string[]): {
  variables: LogVariableDto[];
  loading: boolean;
} {
  const key = vesselIds.join(",");
  const [state, setState] = useState<{ key: string; variables: LogVariableDto[] }>({
    key: "",
    variables: [],
  });
  useEffect(() => {
    if (!key) {
      setState({ key, variables: [] });
      return;
    }
    let live = true;
    http
      .get<LogVariableDto[]>(`/LogVariables?vesselIds=${key.split(",").map(encodeURIComponent).join(",")}`)
      .then((variables) => live && setState({ key, variables }))
      .catch((error) => {
        console.warn("Failed to load log variables", error);
        if (live) setState({ key, variables: [] });
      });
    return () => {
      live = false;
    };
  }, [key]);
  return { variables: state.key === key ? state.variables : [], loading: state.key !== key };
}

/** A variable as the column picker offers it: one name, the matching variable of each vessel that has it. */
export interface VariableChoice {
  name: string;
  label: string;
  unit: string;
  /** By vessel id. */
  byVessel: Map<string, LogVariableDto>;
  hasLogData: boolean;
}

/** The variables of several vessels joined by name (those with data first, then by name). */
export function variableChoicesOf(variables: readonly LogVariableDto[]): VariableChoice[] {
  const byName = new Map<string, VariableChoice>();
  for (const v of variables) {
    const choice = byName.get(v.name) ?? {
      name: v.name,
      label: v.displayName || v.name,
      unit: v.unit.caption,
      byVessel: new Map(),
      hasLogData: false,
    };
    if (!choice.byVessel.has(v.vesselId)) choice.byVessel.set(v.vesselId, v);
    choice.hasLogData ||= v.hasLogData;
    byName.set(v.name, choice);
  }
  return [...byName.values()].sort(
    (a, b) => Number(b.hasLogData) - Number(a.hasLogData) || a.label.localeCompare(b.label),
  );
}
