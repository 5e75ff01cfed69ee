import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { failureText } from "../../shared/api/failureText";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { TableCard } from "../../shared/table/TableCard";
import { Card } from "../../shared/ui/Card";
import { importStatusApi } from "./importStatusApi";
import { formatTicks, formatTimestamp, sortedStatistics } from "./importStatusRules";
import type { ImportRecord } from "./types";

function DownloadLink({ importPath, label, testId }: { importPath: string; label: string; testId: string }) {
  const download = async () => {
    try {
      await importStatusApi.downloadPackage(importPath);
    } catch (failure) {
      showSnackbar({ text: failureText(failure, "The package could not be downloaded.") });
    }
  };
  return (
    <Button
      link
      label={label}
      icon="pi pi-download"
      css={{ padding: 0, wordBreak: "break-all", textAlign: "left" }}
      onClick={() => void download()}
      data-testid={testId}
    />
  );
}

/** Details of an imported package (spec 3 §2): paths with downloads, duration, time, IMO and tables. */
export function ImportDetails({ record, onReturn }: { record: ImportRecord; onReturn: () => void }) {
  const rows: Array<[string, React.ReactNode, string]> = [
    [
      "Import path",
      <DownloadLink
        key="i"
        importPath={record.importPath}
        label={record.importPath}
        testId="import-details-path"
      />,
      "path",
    ],
    [
      "Zip path",
      <DownloadLink
        key="z"
        importPath={record.importPath}
        label={record.zipPath}
        testId="import-details-zip"
      />,
      "zip",
    ],
    ["Duration", formatTicks(record.importDuration), "duration"],
    ["Timestamp", formatTimestamp(record.timestamp), "timestamp"],
    ["IMO number", record.imoNumber, "imo"],
  ];
  return (
    <div css={{ display: "grid", gap: 16 }} data-testid="import-details">
      <div>
        <Button
          label="Return"
          icon="pi pi-arrow-left"
          outlined
          onClick={onReturn}
          data-testid="import-details-return"
        />
      </div>
      <Card>
        <dl css={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "10px 24px", margin: 0 }}>
          {rows.map(([label, value, id]) => (
            <div key={id} css={{ display: "contents" }}>
              <dt css={(t) => ({ color: t.color.textMuted })}>{label}</dt>
              <dd css={{ margin: 0 }} data-testid={`import-details-${id}-value`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <TableCard>
        <DataTable
          value={sortedStatistics(record)}
          dataKey="tableName"
          size="small"
          data-testid="import-details-tables"
        >
          <Column field="tableName" header="Table" />
          <Column header="Duration" body={(s: { importDuration: number }) => formatTicks(s.importDuration)} />
          <Column
            header="Rows"
            align="right"
            alignHeader="right"
            body={(s: { rowCount: number }) => s.rowCount.toLocaleString("en-GB")}
          />
        </DataTable>
      </TableCard>
    </div>
  );
}
