import type { LastReceivedAnswer, LogVariableAnswer } from "../../../../domain/logdata/answers";
import { http } from "../../shared/api/httpClient";

/** A log variable as GET /LogVariables answers it (the fields the vessel pages read). */
export type LogVariableDto = Pick<
  LogVariableAnswer,
  "id" | "vesselId" | "name" | "displayName" | "unit" | "displayPrecision" | "taxa" | "hasLogData"
>;

/** GET /LogData/LastReceived, asked with ISO times (the default). */
export type LastReceivedDto = Omit<LastReceivedAnswer, "timestamp" | "implausibleSkipped"> & {
  timestamp: string | null;
  implausibleSkipped?: number;
};

/**
 * The main variables of a vessel card and the vessel info page, each found among the vessel's log
 * variables by its name (data packages name them freely; the first match with data wins).
 */
export const MAIN_VARIABLES: { key: string; label: string; pattern: RegExp }[] = [
  { key: "sog", label: "Speed over ground", pattern: /speed\s*over\s*ground|^sog$|gps\s*speed/i },
  { key: "stw", label: "Speed through water", pattern: /speed\s*through\s*water|^stw$|log\s*speed/i },
  { key: "heading", label: "Heading", pattern: /^heading$|gyro\s*heading/i },
  { key: "shaftPower", label: "Shaft power", pattern: /shaft\s*power|delivered\s*power/i },
  { key: "shaftSpeed", label: "Shaft speed", pattern: /shaft\s*(speed|rpm)/i },
  { key: "meLoad", label: "ME load", pattern: /^me\s*load$|main\s*engine\s*load/i },
  { key: "fuel", label: "Total fuel consumption", pattern: /total\s*fuel\s*consumption/i },
  { key: "draftFore", label: "Draft fore", pattern: /draft\s*fore/i },
  { key: "draftAft", label: "Draft aft", pattern: /draft\s*aft/i },
  { key: "wind", label: "True wind speed", pattern: /true\s*wind\s*speed/i },
];

export interface MainValue {
  key: string;
  label: string;
  variable: LogVariableDto | null;
  value: number | null;
  timestamp: string | null;
  /** Newer readings skipped as implausible. */
  implausibleSkipped: number;
}

/** Picks each main variable among a vessel's variables (by displayName or name). */
export function pickMainVariables(variables: readonly LogVariableDto[]): Map<string, LogVariableDto> {
  const picked = new Map<string, LogVariableDto>();
  const withData = [...variables].sort((a, b) => Number(b.hasLogData) - Number(a.hasLogData));
  for (const main of MAIN_VARIABLES) {
    const found = withData.find((v) => main.pattern.test(v.name) || main.pattern.test(v.displayName));
    if (found) picked.set(main.key, found);
  }
  return picked;
}

/** A value with its variable's precision and unit: "12.35 knot", or "—". */
export function formatValue(value: number | null, variable: LogVariableDto | null): string {
  if (value === null || !variable) return "—";
  const digits = Math.min(Math.max(variable.displayPrecision ?? 2, 0), 6);
  const unit = variable.unit.caption ? ` ${variable.unit.caption}` : "";
  return `${value.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits })}${unit}`;
}

/**
 * The latest values of the main variables of several vessels in two calls: their variables
 * (GET /LogVariables?vesselIds) and the last received value of each picked one (GET /LogData/LastReceived).
 */
export async function loadMainValues(vesselIds: readonly string[]): Promise<Map<string, MainValue[]>> {
  const out = new Map<string, MainValue[]>();
  if (vesselIds.length === 0) return out;
  const variables = await http.get<LogVariableDto[]>(
    `/LogVariables?vesselIds=${vesselIds.map(encodeURIComponent).join(",")}`,
  );
  const picks = new Map<string, Map<string, LogVariableDto>>();
  for (const id of vesselIds) picks.set(id, pickMainVariables(variables.filter((v) => v.vesselId === id)));
  const ids = [...picks.values()].flatMap((pick) => [...pick.values()].map((v) => v.id));
  const last =
    ids.length > 0
      ? await http.get<LastReceivedDto[]>(`/LogData/LastReceived?logVariableIds=${ids.join(",")}`)
      : [];
  const byId = new Map(last.map((l) => [l.logVariableId, l]));
  for (const [vesselId, pick] of picks) {
    out.set(
      vesselId,
      MAIN_VARIABLES.map((main) => {
        const variable = pick.get(main.key) ?? null;
        const received = variable ? byId.get(variable.id) : undefined;
        return {
          key: main.key,
          label: main.label,
          variable,
          value: received?.value ?? null,
          timestamp: received?.timestamp ?? null,
          implausibleSkipped: received?.implausibleSkipped ?? 0,
        };
      }),
    );
  }
  return out;
}
