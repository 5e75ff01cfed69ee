/** Table paging and sorting constants (spec 1 §9). */
export const DEFAULT_PAGE_SIZE = 250;
export const PAGE_SIZE_CHOICES = [25, 50, 100, 250] as const;
/** A page size below 1 (or unreadable) falls back to this (spec 1 §5). */
export const FALLBACK_PAGE_SIZE = 10;
/** Sort preference cookies live this long. */
export const SORT_COOKIE_DAYS = 7300;
