import type { Theme } from "@emotion/react";
import { Button } from "primereact/button";
import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { useMemo, useRef, useState } from "react";
import { byFileName, byName, compareNames } from "../../../../domain/shared/text";
import type { VesselFileAnswer } from "../../../../domain/vesselFiles/answers";
import { formatDateTime } from "../../shared/format/formatDateTime";
import type { DocumentRow } from "./folderRows";
import { formatFileSize, kindOf } from "./vesselFilesApi";

export type SortField = "name" | "uploadedTime" | "uploadedBy" | "size";
export interface Sort {
  field: SortField;
  order: 1 | -1;
}

/** Drag data of a file row being moved. */
export const FILE_DRAG_TYPE = "application/x-keelson-vessel-file";

const COLUMNS: { field: SortField; label: string; align?: "right" }[] = [
  { field: "name", label: "File name" },
  { field: "uploadedTime", label: "Uploaded" },
  { field: "uploadedBy", label: "Uploaded by" },
  { field: "size", label: "Size", align: "right" },
];

function compare(a: DocumentRow, b: DocumentRow, sort: Sort): number {
  // Folders stay above files, by name, whatever the sort.
  if (a.kind !== b.kind) return a.kind === "folder" ? -1 : 1;
  if (a.kind === "folder" || b.kind === "folder") return byName(a, b);
  const [x, y] = [a.file, b.file];
  const by: Record<SortField, number> = {
    name: byFileName(a, b),
    uploadedTime: x.uploadedTime.localeCompare(y.uploadedTime),
    uploadedBy: compareNames(x.uploadedByName, y.uploadedByName),
    size: x.fileSize - y.fileSize,
  };
  return by[sort.field] * sort.order || byFileName(a, b);
}

export interface DocumentTableProps {
  rows: DocumentRow[];
  onOpenFolder(path: string): void;
  onView(file: VesselFileAnswer): void;
  onDownload(file: VesselFileAnswer): void;
  onRename(row: DocumentRow): void;
  onDelete(row: DocumentRow): void;
  /** A file row dropped on a folder row. */
  onMove(fileId: string, folder: string): void;
  /** Files from the computer dropped on a folder row. */
  onDropFiles(files: File[], folder: string): void;
}

const tableCss = (theme: Theme) => ({
  width: "100%",
  borderCollapse: "collapse" as const,
  th: {
    background: theme.color.surfaceMuted,
    color: theme.color.textMuted,
    fontSize: "0.85rem",
    textTransform: "uppercase" as const,
    letterSpacing: "0.03em",
    textAlign: "left" as const,
    padding: 0,
    borderBottom: `1px solid ${theme.color.border}`,
  },
  "th button": {
    all: "unset" as const,
    cursor: "pointer",
    display: "flex",
    gap: 6,
    alignItems: "center",
    padding: "0.6rem 1rem",
    width: "calc(100% - 2rem)",
  },
  "th button:focus-visible": { outline: `2px solid ${theme.color.primary}` },
  td: { padding: "0.45rem 1rem", borderBottom: `1px solid ${theme.color.border}`, color: theme.color.text },
  "tbody tr:hover": { background: theme.color.surfaceMuted },
  "tr[data-drop-target='true']": {
    background: theme.color.primarySoft,
    outline: `2px dashed ${theme.color.primary}`,
  },
});

/** The current folder's sub-folders and files: sortable, with a menu per row; files drag onto folders. */
export function DocumentTable(props: DocumentTableProps) {
  const [sort, setSort] = useState<Sort>({ field: "name", order: 1 });
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const menu = useRef<Menu>(null);
  const [menuItems, setMenuItems] = useState<MenuItem[]>([]);
  const rows = useMemo(() => [...props.rows].sort((a, b) => compare(a, b, sort)), [props.rows, sort]);

  /** A PDF opens in the viewer; any other file downloads. */
  const openFile = (path: string, file: VesselFileAnswer) =>
    kindOf(path) === "pdf" ? props.onView(file) : props.onDownload(file);

  const itemsOf = (row: DocumentRow): MenuItem[] => {
    const open: MenuItem =
      row.kind === "folder"
        ? { label: "Open", icon: "pi pi-folder-open", command: () => props.onOpenFolder(row.path) }
        : kindOf(row.path) === "pdf"
          ? { label: "View", icon: "pi pi-eye", command: () => props.onView(row.file) }
          : { label: "Download", icon: "pi pi-download", command: () => props.onDownload(row.file) };
    const extra: MenuItem[] =
      row.kind === "file" && kindOf(row.path) === "pdf"
        ? [{ label: "Download", icon: "pi pi-download", command: () => props.onDownload(row.file) }]
        : [];
    return [
      open,
      ...extra,
      { label: "Rename", icon: "pi pi-pencil", command: () => props.onRename(row) },
      { label: "Delete", icon: "pi pi-trash", command: () => props.onDelete(row) },
    ];
  };

  const dropProps = (row: DocumentRow) =>
    row.kind !== "folder"
      ? {}
      : {
          onDragOver: (event: React.DragEvent) => {
            const types = event.dataTransfer.types;
            if (!types.includes(FILE_DRAG_TYPE) && !types.includes("Files")) return;
            event.preventDefault();
            event.stopPropagation();
            event.dataTransfer.dropEffect = types.includes("Files") ? "copy" : "move";
            setDropTarget(row.path);
          },
          onDragLeave: () => setDropTarget((t) => (t === row.path ? null : t)),
          onDrop: (event: React.DragEvent) => {
            event.preventDefault();
            event.stopPropagation();
            setDropTarget(null);
            const fileId = event.dataTransfer.getData(FILE_DRAG_TYPE);
            if (fileId) props.onMove(fileId, row.path);
            else if (event.dataTransfer.files.length > 0)
              props.onDropFiles([...event.dataTransfer.files], row.path);
          },
        };

  return (
    <>
      <Menu model={menuItems} popup ref={menu} data-testid="document-menu" />
      <table css={tableCss} data-testid="documents-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.field === column.field;
              return (
                <th
                  key={column.field}
                  aria-sort={active ? (sort.order === 1 ? "ascending" : "descending") : "none"}
                  css={column.align === "right" ? { "& button": { justifyContent: "flex-end" } } : undefined}
                >
                  <button
                    type="button"
                    onClick={() =>
                      setSort({ field: column.field, order: active ? (-sort.order as 1 | -1) : 1 })
                    }
                    data-testid={`sort-${column.field}`}
                  >
                    {column.label}
                    <i
                      className={`pi ${active ? (sort.order === 1 ? "pi-sort-amount-up-alt" : "pi-sort-amount-down") : "pi-sort-alt"}`}
                      aria-hidden="true"
                    />
                  </button>
                </th>
              );
            })}
            <th>
              <span css={{ padding: "0.6rem 1rem", display: "block" }}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-testid={row.kind === "folder" ? "folder-row" : "file-row"}
              data-name={row.name}
              data-drop-target={dropTarget === row.path && row.kind === "folder" ? "true" : undefined}
              draggable={row.kind === "file"}
              onDragStart={
                row.kind === "file"
                  ? (event) => {
                      event.dataTransfer.setData(FILE_DRAG_TYPE, row.file.id);
                      event.dataTransfer.effectAllowed = "move";
                    }
                  : undefined
              }
              onDoubleClick={() =>
                row.kind === "folder" ? props.onOpenFolder(row.path) : openFile(row.path, row.file)
              }
              {...dropProps(row)}
            >
              <td css={{ maxWidth: 420 }}>
                <span css={{ display: "flex", gap: 10, alignItems: "center" }}>
                  <i
                    className={`pi ${row.kind === "folder" ? "pi-folder" : iconOf(row.path)}`}
                    aria-hidden="true"
                    css={{ opacity: 0.75 }}
                  />
                  {row.kind === "folder" ? (
                    <Button
                      type="button"
                      link
                      label={row.name}
                      onClick={() => props.onOpenFolder(row.path)}
                      css={{ padding: 0, textAlign: "left", overflowWrap: "anywhere" }}
                      data-testid="folder-open"
                    />
                  ) : (
                    <Button
                      type="button"
                      link
                      label={row.name}
                      title={kindOf(row.path) === "pdf" ? "View" : "Download"}
                      onClick={() => openFile(row.path, row.file)}
                      css={{ padding: 0, textAlign: "left", overflowWrap: "anywhere" }}
                      data-testid="file-name"
                    />
                  )}
                  {row.kind === "folder" && row.temporary && (
                    <small css={(t) => ({ color: t.color.textMuted })}>(empty until a file is added)</small>
                  )}
                </span>
              </td>
              <td>{row.kind === "file" ? formatDateTime(row.file.uploadedTime) : ""}</td>
              <td>{row.kind === "file" ? row.file.uploadedByName : ""}</td>
              <td css={{ textAlign: "right", whiteSpace: "nowrap" }}>
                {row.kind === "file"
                  ? formatFileSize(row.file.fileSize)
                  : row.fileCount === 1
                    ? "1 file"
                    : `${row.fileCount} files`}
              </td>
              <td>
                <Button
                  type="button"
                  icon="pi pi-ellipsis-v"
                  text
                  rounded
                  aria-label={`Actions for ${row.name}`}
                  aria-haspopup="menu"
                  onClick={(event) => {
                    setMenuItems(itemsOf(row));
                    menu.current?.toggle(event);
                  }}
                  data-testid="row-menu"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function iconOf(path: string): string {
  switch (kindOf(path)) {
    case "pdf":
      return "pi-file-pdf";
    case "word":
      return "pi-file-word";
    case "excel":
      return "pi-file-excel";
    default:
      return "pi-file";
  }
}
