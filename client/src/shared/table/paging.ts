import { FALLBACK_PAGE_SIZE } from "./tableConstants";

/** A page size below 1, or not a number, falls back to 10. */
export function normalizePageSize(size: number): number {
  return Number.isFinite(size) && size >= 1 ? Math.floor(size) : FALLBACK_PAGE_SIZE;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / normalizePageSize(pageSize)));
}

/** The page number (1-based) clamped between 1 and the page count. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pageCount));
}
