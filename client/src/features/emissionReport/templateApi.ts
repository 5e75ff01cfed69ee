import type { z } from "zod";
import { templateWrittenAnswer } from "../../../../domain/reports/answers";
import { ApiError } from "../../shared/api/ApiError";
import { fileNameFromContentDisposition } from "../../shared/api/contentDisposition";
import { API_BASE, pageHeaders } from "../../shared/api/httpClient";
import { templateErrorsOf } from "./templateErrors";

/** A failed template call: the messages to show in the template error box. */
export class TemplateError extends ApiError {
  constructor(
    status: number,
    readonly messages: string[],
  ) {
    super(status, messages.join(" ") || "The template could not be processed.", messages);
    this.name = "TemplateError";
  }
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch {
    throw new TemplateError(0, ["The server could not be reached."]);
  }
  if (!response.ok) throw new TemplateError(response.status, templateErrorsOf(await response.text()));
  return response;
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const templateApi = {
  /** POST /EmissionReport/GenerateExcelTemplate: saves the file under the server's name and answers it. */
  async generate(vesselId: string): Promise<string> {
    const response = await send("/EmissionReport/GenerateExcelTemplate", {
      method: "POST",
      headers: { ...pageHeaders(), "Content-Type": "application/json", Accept: "*/*" },
      body: JSON.stringify({ vesselId }),
    });
    const name = fileNameFromContentDisposition(
      response.headers.get("Content-Disposition"),
      "Emission report template.xlsx",
    );
    save(await response.blob(), name);
    return name;
  },
  /** POST /EmissionReport/Upload/{vesselId} (multipart, field `file`): how many voyages and events it created. */
  async upload(vesselId: string, file: File): Promise<z.infer<typeof templateWrittenAnswer>> {
    const form = new FormData();
    form.append("file", file, file.name);
    const response = await send(`/EmissionReport/Upload/${encodeURIComponent(vesselId)}`, {
      method: "POST",
      headers: { ...pageHeaders(), Accept: "application/json" },
      body: form,
    });
    return templateWrittenAnswer.parse(await response.json());
  },
};
