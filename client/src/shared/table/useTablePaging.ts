import type { DataTablePageEvent, DataTableSortEvent } from "primereact/datatable";
import { useEffect, useState } from "react";
import { clampPage, pageCountOf } from "./paging";
import { PAGE_SIZE_CHOICES } from "./tableConstants";
import { usePageSize } from "./usePageSize";
import { type TableSort, useSortCookie } from "./useSortCookie";

/**
 * Paging and sorting props for a PrimeReact DataTable: page size kept in browser storage, sort kept in a
 * cookie, and the current page clamped when the list shrinks.
 */
export function useTablePaging(table: string, total: number, defaultSort: TableSort) {
  const [pageSize, setPageSize] = usePageSize(table);
  const [sort, setSort] = useSortCookie(table, defaultSort);
  const [first, setFirst] = useState(0);

  useEffect(() => {
    const page = clampPage(Math.floor(first / pageSize) + 1, pageCountOf(total, pageSize));
    const clamped = (page - 1) * pageSize;
    if (clamped !== first) setFirst(clamped);
  }, [first, pageSize, total]);

  return {
    paginator: total > PAGE_SIZE_CHOICES[0],
    rows: pageSize,
    first,
    rowsPerPageOptions: [...PAGE_SIZE_CHOICES],
    onPage: (event: DataTablePageEvent) => {
      setFirst(event.first);
      if (event.rows !== pageSize) setPageSize(event.rows);
    },
    sortField: sort.field,
    sortOrder: sort.order,
    onSort: (event: DataTableSortEvent) => {
      setSort({ field: event.sortField, order: event.sortOrder === -1 ? -1 : 1 });
    },
  };
}
