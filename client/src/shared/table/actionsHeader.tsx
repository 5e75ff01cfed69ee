/**
 * The header of a table's row-action column: read by screen readers, not shown (an empty <th> leaves
 * the column's buttons without a header; axe "empty-table-header"). `p-hidden-accessible` is PrimeReact's.
 */
export const ACTIONS_HEADER = <span className="p-hidden-accessible">Actions</span>;
