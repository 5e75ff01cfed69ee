import { useEffect, useMemo, useState } from "react";
import { alertsApi, type LogVariableOption } from "./alertsApi";
import { type VariableChoice, variableChoicesOf } from "./conditionText";

/** Vessels whose variables are read for the picker (a condition on a large group offers the first ones'). */
export const VARIABLE_VESSELS_READ = 10;

/** The log variables of the chosen vessels (GET /LogVariables/Find?vesselId=), joined by name. */
export function useVariableChoices(vesselIds: readonly string[]): {
  choices: VariableChoice[];
  vesselCount: number;
  loading: boolean;
} {
  const wanted = useMemo(() => vesselIds.slice(0, VARIABLE_VESSELS_READ), [vesselIds]);
  const key = wanted.join(",");
  const [cache, setCache] = useState<Record<string, LogVariableOption[]>>({});
  const [loading, setLoading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `wanted`
  useEffect(() => {
    const missing = wanted.filter((id) => !Object.hasOwn(cache, id));
    if (missing.length === 0) return;
    let current = true;
    setLoading(true);
    void Promise.all(
      missing.map(async (id) => {
        try {
          return [id, await alertsApi.logVariables(id)] as const;
        } catch (error) {
          console.warn("Failed to load log variables", error);
          return [id, [] as LogVariableOption[]] as const;
        }
      }),
    ).then((loaded) => {
      if (!current) return;
      setCache((previous) => ({ ...previous, ...Object.fromEntries(loaded) }));
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [key]);

  const choices = useMemo(() => variableChoicesOf(wanted.map((id) => cache[id] ?? [])), [cache, wanted]);
  return { choices, vesselCount: wanted.length, loading };
}
