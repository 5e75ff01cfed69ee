import styled from "@emotion/styled";
import { TreeSelect, type TreeSelectChangeEvent } from "primereact/treeselect";
import { useMemo, useState } from "react";
import { GROUP_MESSAGES } from "../../../../domain/dataAnalysis/variableGroups";
import {
  type CheckedKeys,
  checkedKeysOf,
  idsOfChange,
  type PickableVariable,
  variableTree,
} from "./variableTree";

const Wrap = styled.div`
  display: grid;
  gap: 4px;
  .p-treeselect { width: 100%; }
  .limit { color: ${(p) => p.theme.color.danger}; font-size: 0.85rem; }
`;

interface Props {
  variables: readonly PickableVariable[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Most variables this picker may hold ("Maximum N items reached" past it). */
  max: number;
  placeholder?: string;
  ariaLabel: string;
  testId?: string;
}

/**
 * A tree-select of log variables by taxa category (spec 3 §2 "Tree-select variable picker"): tick
 * a category for all its variables or single variables, filter by name; more than `max` is refused
 * with "Maximum N items reached".
 */
export function VariableTreeSelect({
  variables,
  value,
  onChange,
  max,
  placeholder,
  ariaLabel,
  testId,
}: Props) {
  const tree = useMemo(() => variableTree(variables), [variables]);
  const [refused, setRefused] = useState(false);
  const checked = useMemo(() => checkedKeysOf(tree, value), [tree, value]);
  const full = value.length >= max;

  const change = (event: TreeSelectChangeEvent) => {
    const next = idsOfChange(value, (event.value ?? {}) as CheckedKeys, max);
    setRefused(next.refused);
    if (!next.refused) onChange(next.ids);
  };

  return (
    <Wrap>
      <TreeSelect
        value={checked}
        options={tree}
        onChange={change}
        selectionMode="checkbox"
        display="chip"
        filter
        filterBy="label"
        filterPlaceholder="Search variables"
        placeholder={placeholder ?? "Select variables"}
        emptyMessage="No variables"
        metaKeySelection={false}
        aria-label={ariaLabel}
        data-testid={testId}
        panelClassName="variable-tree-panel"
      />
      {(refused || full) && (
        <span className="limit" role="status" data-testid={testId ? `${testId}-limit` : undefined}>
          {GROUP_MESSAGES.maxItems(max)}
        </span>
      )}
    </Wrap>
  );
}
