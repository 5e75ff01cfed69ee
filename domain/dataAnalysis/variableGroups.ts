/**
 * Variable groups of the Data Analysis page (spec 3 §5, §9): at most 10 groups, 20 variables in the
 * first and 5 in each other; a group over its limit says "Maximum N items reached". Saved as the
 * spec's logVariableIds text: ids joined by semicolons, groups by a bar, a single bar when empty.
 */

export const GROUP_LIMITS = { groups: 10, first: 20, others: 5 } as const;

export const GROUP_MESSAGES = {
  maxItems: (n: number) => `Maximum ${n} items reached`,
  maxGroups: `At most ${GROUP_LIMITS.groups} variable groups can be shown.`,
  notIds:
    "logVariableIds must be log variable ids (whole numbers) separated by ; with groups separated by |.",
  duplicate: "A variable can be in only one group.",
  noVariables: "Please select at least 1 item.",
} as const;

/** How many variables group `index` (0-based) may hold. */
export const groupLimit = (index: number): number => (index === 0 ? GROUP_LIMITS.first : GROUP_LIMITS.others);

/** Whether another variable may be added to group `index` holding `count`. */
export const groupIsFull = (index: number, count: number): boolean => count >= groupLimit(index);

/** The message of the first group over its limit, of too many groups, or null. */
export function groupProblem(groups: readonly (readonly number[])[]): string | null {
  if (groups.length > GROUP_LIMITS.groups) return GROUP_MESSAGES.maxGroups;
  for (const [i, group] of groups.entries()) {
    if (group.length > groupLimit(i)) return GROUP_MESSAGES.maxItems(groupLimit(i));
  }
  const all = groups.flat();
  if (new Set(all).size !== all.length) return GROUP_MESSAGES.duplicate;
  return null;
}

/** "1;2|3" as [[1, 2], [3]]; a trailing semicolon is stripped; "|" or "" is one empty group. */
export function parseVariableGroups(text: string): number[][] | null {
  const groups = text
    .trim()
    .split("|")
    .map((group) =>
      group
        .trim()
        .replace(/;+$/, "")
        .split(";")
        .map((id) => id.trim())
        .filter((id) => id !== ""),
    );
  if (groups.some((g) => g.some((id) => !/^[1-9]\d{0,9}$/.test(id)))) return null;
  const parsed = groups.map((g) => g.map(Number)).filter((g, i) => g.length > 0 || i === 0);
  const nonEmpty = parsed.filter((g) => g.length > 0);
  return nonEmpty.length > 0 ? nonEmpty : [[]];
}

/** The saved text of groups: empty groups dropped, "|" when no variable is chosen. */
export function formatVariableGroups(groups: readonly (readonly number[])[]): string {
  const kept = groups.filter((g) => g.length > 0);
  return kept.length === 0 ? "|" : kept.map((g) => g.join(";")).join("|");
}

/** A trailing semicolon is stripped from a feature list before saving (spec 3 §5). */
export const stripTrailingSemicolon = (text: string): string => text.trim().replace(/;+$/, "");
