import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useCallback, useEffect, useRef, useState } from "react";
import { failureText } from "../../shared/api/failureText";
import { formatUtc } from "../../shared/format/formatUtc";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { type ComplianceFile, complianceApi } from "./complianceApi";

const size = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;

/**
 * The vessel's emission compliance voyage files (verifier documents, bunker delivery notes): upload
 * several at once, list them with who and when, download (spec 2 §7). They are also on Documents.
 */
export function ComplianceFiles({ vesselId }: { vesselId: string }) {
  const [files, setFiles] = useState<ComplianceFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const load = useCallback(
    () =>
      complianceApi
        .files(vesselId)
        .then((answer) => setFiles(answer.files))
        .catch((failure: unknown) =>
          setError(failureText(failure, "Failed to load the files for voyage summary table")),
        ),
    [vesselId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const upload = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      await complianceApi.upload(vesselId, [...chosen]);
      await load();
    } catch (failure) {
      setError(failureText(failure, "Failed to upload files for voyage summary table"));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <Card data-testid="compliance-files">
      <div css={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 12 }}>
        <h2 css={{ margin: "0 0 16px", fontSize: "1.2rem" }}>Voyage files</h2>
        <Button
          label={busy ? "Uploading…" : "Upload files"}
          icon="pi pi-upload"
          size="small"
          disabled={busy}
          onClick={() => input.current?.click()}
          data-testid="compliance-files-upload"
        />
        <input
          ref={input}
          type="file"
          multiple
          accept=".pdf,.doc,.docx,.xls,.xlsx"
          hidden
          aria-label="Voyage files to upload"
          onChange={(event) => void upload(event.target.files)}
        />
      </div>
      <p css={{ margin: "0 0 12px", opacity: 0.8 }}>
        Verifier documents, bunker delivery notes and other papers of the voyages: PDF, Word or Excel, up to
        10 at once. They are kept with the vessel's documents, in the folder Emission compliance.
      </p>
      {error && (
        <AlertBox severity="error" testId="compliance-files-error">
          {error}
        </AlertBox>
      )}
      <DataTable value={files} dataKey="id" size="small" emptyMessage="No voyage files yet.">
        <Column field="fileName" header="File" />
        <Column header="Size" body={(f: ComplianceFile) => size(f.fileSize)} />
        <Column header="Uploaded (UTC)" body={(f: ComplianceFile) => formatUtc(f.uploadedTime)} />
        <Column field="uploadedByName" header="Uploaded by" />
        <Column
          header={ACTIONS_HEADER}
          body={(f: ComplianceFile) => (
            <Button
              label="Download"
              icon="pi pi-download"
              size="small"
              text
              aria-label={`Download ${f.fileName}`}
              onClick={() => complianceApi.download(vesselId, f.fileName)}
            />
          )}
        />
      </DataTable>
    </Card>
  );
}
