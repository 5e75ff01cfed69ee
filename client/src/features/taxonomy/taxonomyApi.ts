import type { CategorisedTaxonAnswer, TaxonomyVariableAnswer } from "../../../../domain/logdata/answers";
import { ApiError } from "../../shared/api/ApiError";
import { downloadFile } from "../../shared/api/download";
import { API_BASE, http, pageHeaders } from "../../shared/api/httpClient";

/** The taxonomy calls of spec 3 §7. */
export const taxonomyApi = {
  variables: () => http.get<TaxonomyVariableAnswer[]>("/Taxonomy"),
  taxa: () => http.get<CategorisedTaxonAnswer[]>("/Taxonomy/Taxa"),
  downloadExcel: () => downloadFile("/Taxonomy/Excel", "Taxonomy.xlsx"),
  /** Uploads an edited workbook (administrators); a 400 carries every problem in `errors`. */
  async uploadExcel(file: File): Promise<{ rows: number; updated: number }> {
    const form = new FormData();
    form.append("file", file, file.name);
    const response = await fetch(`${API_BASE}/Taxonomy/Excel`, {
      method: "POST",
      headers: pageHeaders(),
      body: form,
    });
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: string[];
      rows?: number;
      updated?: number;
    };
    if (!response.ok) {
      throw new ApiError(
        response.status,
        body.message ?? "The taxonomy could not be uploaded.",
        body.errors ?? [],
      );
    }
    return { rows: body.rows ?? 0, updated: body.updated ?? 0 };
  },
};
