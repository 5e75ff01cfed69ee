import { useCallback, useState } from "react";
import { readCookie, writeCookie } from "../cookies";
import { cookieNames } from "../storageKeys";
import { SORT_COOKIE_DAYS } from "./tableConstants";

export type SortOrder = 1 | -1;

export interface TableSort {
  field: string;
  order: SortOrder;
}

function parseSort(value: string | null, fallback: TableSort): TableSort {
  if (!value) return fallback;
  const [field, order] = value.split(":");
  if (!field) return fallback;
  return { field, order: order === "-1" ? -1 : 1 };
}

/** A table's sort, remembered in a cookie for 7300 days. */
export function useSortCookie(table: string, fallback: TableSort): [TableSort, (sort: TableSort) => void] {
  const name = cookieNames.tableSortPrefix + table;
  const [sort, setState] = useState(() => parseSort(readCookie(name), fallback));
  const setSort = useCallback(
    (next: TableSort) => {
      writeCookie(name, `${next.field}:${next.order}`, { days: SORT_COOKIE_DAYS });
      setState(next);
    },
    [name],
  );
  return [sort, setSort];
}
