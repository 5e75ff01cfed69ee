import { useCallback, useState } from "react";
import { storageKeys } from "../storageKeys";
import { normalizePageSize } from "./paging";
import { DEFAULT_PAGE_SIZE } from "./tableConstants";

function readPageSize(table: string): number {
  const stored = localStorage.getItem(storageKeys.tablePageSizePrefix + table);
  return stored === null ? DEFAULT_PAGE_SIZE : normalizePageSize(Number(stored));
}

/** The page size of one table, kept in localStorage (default 250). */
export function usePageSize(table: string): [number, (size: number) => void] {
  const [pageSize, setState] = useState(() => readPageSize(table));
  const setPageSize = useCallback(
    (size: number) => {
      const next = normalizePageSize(size);
      localStorage.setItem(storageKeys.tablePageSizePrefix + table, String(next));
      setState(next);
    },
    [table],
  );
  return [pageSize, setPageSize];
}
