import { taxonCategory } from "../../../../domain/logdata/variables";

/** A variable as the picker shows it. */
export interface PickableVariable {
  id: number;
  label: string;
  unit: string;
  taxa: readonly string[];
}

export interface VariableTreeNode {
  key: string;
  label: string;
  /** Only variables carry data: their id. */
  data?: number;
  children?: VariableTreeNode[];
  selectable?: boolean;
}

export const OTHER_CATEGORY = "Other";

export const variableKey = (id: number): string => `v:${id}`;
export const idOfKey = (key: string): number | null =>
  key.startsWith("v:") && /^\d+$/.test(key.slice(2)) ? Number(key.slice(2)) : null;

/**
 * Taxa categories (text before the first colon of a variable's first taxon) holding their variables,
 * categories and variables by name; variables without taxa under "Other", last.
 */
export function variableTree(variables: readonly PickableVariable[]): VariableTreeNode[] {
  const byCategory = new Map<string, PickableVariable[]>();
  for (const v of variables) {
    const category = (v.taxa[0] ? taxonCategory(v.taxa[0]) : "") || OTHER_CATEGORY;
    byCategory.set(category, [...(byCategory.get(category) ?? []), v]);
  }
  const names = [...byCategory.keys()].sort((a, b) =>
    a === OTHER_CATEGORY ? 1 : b === OTHER_CATEGORY ? -1 : a.localeCompare(b, "en"),
  );
  return names.map((category) => ({
    key: `c:${category}`,
    label: category,
    children: byCategory
      .get(category)!
      .sort((a, b) => a.label.localeCompare(b.label, "en"))
      .map((v) => ({
        key: variableKey(v.id),
        label: v.unit ? `${v.label} (${v.unit})` : v.label,
        data: v.id,
      })),
  }));
}

export type CheckedKeys = Record<string, { checked?: boolean; partialChecked?: boolean }>;

/** The chosen ids as PrimeReact's checkbox tree wants them: variables checked, categories full or partial. */
export function checkedKeysOf(tree: readonly VariableTreeNode[], ids: readonly number[]): CheckedKeys {
  const chosen = new Set(ids);
  const keys: CheckedKeys = {};
  for (const category of tree) {
    const children = category.children ?? [];
    const count = children.filter((c) => c.data !== undefined && chosen.has(c.data)).length;
    for (const child of children)
      if (child.data !== undefined && chosen.has(child.data)) keys[child.key] = { checked: true };
    if (count > 0)
      keys[category.key] = { checked: count === children.length, partialChecked: count < children.length };
  }
  return keys;
}

/**
 * The ids a change of the tree chooses, in the order they were chosen (kept ones first, new ones
 * after), or `refused` when they would be more than `max`.
 */
export function idsOfChange(
  previous: readonly number[],
  checked: CheckedKeys,
  max: number,
): { ids: number[]; refused: boolean } {
  const now = Object.entries(checked)
    .filter(([, state]) => state.checked)
    .map(([key]) => idOfKey(key))
    .filter((id): id is number => id !== null);
  const nowSet = new Set(now);
  const kept = previous.filter((id) => nowSet.has(id));
  const added = now.filter((id) => !previous.includes(id)).sort((a, b) => a - b);
  const ids = [...kept, ...added];
  if (ids.length > max) return { ids: [...previous], refused: true };
  return { ids, refused: false };
}
