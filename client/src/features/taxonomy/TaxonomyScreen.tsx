import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { Tag } from "primereact/tag";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CategorisedTaxonAnswer, TaxonomyVariableAnswer } from "../../../../domain/logdata/answers";
import { useSession } from "../../entities/session/sessionStore";
import { ApiError } from "../../shared/api/ApiError";
import { failureText } from "../../shared/api/failureText";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { TableCard } from "../../shared/table/TableCard";
import { AlertBox } from "../../shared/ui/AlertBox";
import { PageHeader } from "../../shared/ui/PageHeader";
import { taxonomyApi } from "./taxonomyApi";

/** Taxonomy (spec 3 §2): log variables with their taxa, taxa by category, Excel download and upload. */
export function TaxonomyScreen() {
  const { user } = useSession();
  const isAdmin = user?.role === "Administrator";
  const [variables, setVariables] = useState<TaxonomyVariableAnswer[]>([]);
  const [taxa, setTaxa] = useState<CategorisedTaxonAnswer[]>([]);
  const [loading, setLoading] = useState(true);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadProblems, setUploadProblems] = useState<string[] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    setLoading(true);
    const [variablesResult, taxaResult] = await Promise.allSettled([
      taxonomyApi.variables(),
      taxonomyApi.taxa(),
    ]);
    if (variablesResult.status === "fulfilled") setVariables(variablesResult.value);
    else showSnackbar({ text: failureText(variablesResult.reason, "Failed to get taxonomy log variables") });
    if (taxaResult.status === "fulfilled") setTaxa(taxaResult.value);
    else showSnackbar({ text: "Failed to get taxonomy categories" });
    setLoading(false);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const upload = async (file: File) => {
    setUploading(true);
    setUploadProblems(null);
    try {
      const { updated } = await taxonomyApi.uploadExcel(file);
      showSnackbar({ text: `Taxonomy uploaded: ${updated} log variable(s) changed.`, color: "success" });
      void load();
    } catch (failure) {
      const problems = failure instanceof ApiError && failure.errors.length > 0 ? failure.errors : null;
      setUploadProblems(problems ?? [failureText(failure, "The taxonomy could not be uploaded.")]);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const download = async () => {
    try {
      await taxonomyApi.downloadExcel();
    } catch (failure) {
      showSnackbar({ text: failureText(failure, "The taxonomy could not be downloaded.") });
    }
  };

  const highlighted = (v: TaxonomyVariableAnswer) =>
    highlight !== null && v.taxa.some((t) => t.name === highlight);

  return (
    <div css={{ display: "grid", gap: 20 }} data-testid="taxonomy">
      <PageHeader
        title="Taxonomy"
        subtitle="Taxa tell the analyses what a log variable measures."
        actions={
          <div css={{ display: "flex", gap: 8 }}>
            <Button
              label="Download to excel"
              icon="pi pi-file-excel"
              outlined
              onClick={() => void download()}
              data-testid="taxonomy-download"
            />
            {isAdmin && (
              <>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  hidden
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) void upload(file);
                  }}
                  data-testid="taxonomy-file"
                />
                <Button
                  label="Upload excel"
                  icon="pi pi-upload"
                  loading={uploading}
                  onClick={() => fileInput.current?.click()}
                  data-testid="taxonomy-upload"
                />
              </>
            )}
          </div>
        }
      />
      {uploadProblems && (
        <AlertBox severity="error" title="The taxonomy was not changed" testId="taxonomy-upload-error">
          <ul>
            {uploadProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </AlertBox>
      )}
      <div
        css={{
          display: "grid",
          gridTemplateColumns: "minmax(0, 2fr) minmax(280px, 1fr)",
          gap: 20,
          alignItems: "start",
          "@media (max-width: 1000px)": { gridTemplateColumns: "1fr" },
        }}
      >
        <section css={{ display: "grid", gap: 8 }}>
          <div css={{ display: "flex", alignItems: "center", gap: 12 }}>
            <h2 css={{ fontSize: "1.1rem", margin: 0 }}>Log variables</h2>
            <Dropdown
              value={highlight}
              options={taxa.map((t) => t.name)}
              onChange={(e) => setHighlight(e.value ?? null)}
              placeholder="Highlight a taxon"
              aria-label="Highlight a taxon"
              showClear
              filter
              css={{ minWidth: 260 }}
              data-testid="taxonomy-highlight"
            />
          </div>
          <TableCard>
            <DataTable
              value={variables}
              dataKey="id"
              size="small"
              paginator={variables.length > 50}
              rows={50}
              rowClassName={(v: TaxonomyVariableAnswer) => (highlighted(v) ? "taxonomy-highlighted" : "")}
              emptyMessage={loading ? "LOADING..." : "No log variables yet."}
              data-testid="taxonomy-variables"
              css={(t) => ({ ".taxonomy-highlighted > td": { background: t.color.primarySoft } })}
            >
              <Column field="name" header="Name" />
              <Column field="vesselName" header="Vessel" />
              <Column field="unit" header="Unit" style={{ width: 90 }} />
              <Column
                header="Taxa"
                body={(v: TaxonomyVariableAnswer) => (
                  <div css={{ display: "flex", flexWrap: "wrap", gap: 4 }}>
                    {v.taxa.map((t) => (
                      <Tag
                        key={t.name}
                        value={t.name}
                        severity={t.name === highlight ? undefined : "secondary"}
                        css={{ fontWeight: 500 }}
                      />
                    ))}
                  </div>
                )}
              />
            </DataTable>
          </TableCard>
        </section>
        <section css={{ display: "grid", gap: 8 }}>
          <h2 css={{ fontSize: "1.1rem", margin: 0, lineHeight: "42px" }}>Categories and taxons</h2>
          <TableCard>
            <DataTable
              value={taxa}
              dataKey="name"
              size="small"
              rowGroupMode="subheader"
              groupRowsBy="category"
              rowGroupHeaderTemplate={(t: CategorisedTaxonAnswer) => <strong>{t.category}</strong>}
              emptyMessage={loading ? "LOADING..." : "No taxa yet."}
              data-testid="taxonomy-categories"
            >
              <Column field="name" header="Taxon" />
            </DataTable>
          </TableCard>
        </section>
      </div>
    </div>
  );
}
