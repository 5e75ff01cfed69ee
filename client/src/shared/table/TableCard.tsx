import styled from "@emotion/styled";
import { Card } from "../ui/Card";

/** A card holding a PrimeReact DataTable, blending the table into the app's surface tokens. */
export const TableCard = styled(Card)`
  padding: 0;
  /*
   * A table wider than the screen (1024 px) scrolls inside its card: its first column (what the row is)
   * and its last column (row actions) stay in view, drawn opaque over the columns scrolled beneath them,
   * so a line marks each edge. Cells do not wrap unless their content is a CellText: a table with long
   * texts wraps them in CellText to fit its card.
   */
  overflow-x: auto;
  .p-datatable .p-datatable-thead > tr > th,
  .p-datatable .p-datatable-tbody > tr > td { white-space: nowrap; }
  .p-datatable .p-datatable-tbody > tr:not(.p-datatable-emptymessage) > td:last-child,
  .p-datatable .p-datatable-thead > tr > th:last-child {
    position: sticky;
    right: 0;
    z-index: 1;
    box-shadow: inset 1px 0 0 ${(p) => p.theme.color.border};
  }
  .p-datatable .p-datatable-tbody > tr:not(.p-datatable-emptymessage) > td:first-child:not(:last-child),
  .p-datatable .p-datatable-thead > tr > th:first-child:not(:last-child) {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: inset -1px 0 0 ${(p) => p.theme.color.border};
  }
  /* Sticky cells are opaque (a header cell in the header's colour): "Acknowledged" never over "State". */
  .p-datatable .p-datatable-tbody > tr > td:first-child,
  .p-datatable .p-datatable-tbody > tr > td:last-child { background: inherit; }
  .p-datatable .p-datatable-thead > tr > th {
    background: ${(p) => p.theme.color.surfaceMuted};
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    border-color: ${(p) => p.theme.color.border};
  }
  .p-datatable .p-datatable-tbody > tr {
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
  }
  .p-datatable .p-datatable-tbody > tr > td {
    border-color: ${(p) => p.theme.color.border};
    padding: 0.6rem 1rem;
  }
  .p-datatable .p-datatable-tbody > tr:hover { background: ${(p) => p.theme.color.surfaceMuted}; }
  .p-paginator { background: ${(p) => p.theme.color.surface}; border: 0; }
  .p-datatable-emptymessage td { text-align: center; color: ${(p) => p.theme.color.textMuted}; padding: 28px; }
`;

/**
 * A TableCard whose last column scrolls with the others: for tables without row actions, and for those
 * whose last column would otherwise lie over the one before it at 1024 px until scrolled (issue 34).
 */
export const TableCardScrollingEnd = styled(TableCard)`
  .p-datatable .p-datatable-tbody > tr:not(.p-datatable-emptymessage) > td:last-child,
  .p-datatable .p-datatable-thead > tr > th:last-child {
    position: static;
    box-shadow: none;
  }
`;

/**
 * Text of a TableCard cell that wraps (names, descriptions, lists): between `min` and `max` pixels wide,
 * breaking anywhere rather than widening the table past its card.
 */
export const CellText = styled.span<{ min?: number; max?: number }>`
  display: block;
  white-space: normal;
  overflow-wrap: anywhere;
  min-width: ${(p) => p.min ?? 100}px;
  max-width: ${(p) => p.max ?? 320}px;
`;

/** A muted line of text, used for empty states and hints. */
export const Muted = styled.span`
  color: ${(p) => p.theme.color.textMuted};
`;
