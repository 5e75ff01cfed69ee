import { Button } from "primereact/button";
import { useRef, useState } from "react";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { TemplateError, templateApi } from "./templateApi";
import {
  bracketed,
  isExcelFileName,
  TEMPLATE_ERROR_INTRO,
  TEMPLATE_ERROR_OUTRO,
  TEMPLATE_NOT_EXCEL,
} from "./templateErrors";

type Outcome = { kind: "errors"; messages: string[] } | { kind: "done"; text: string } | null;

const messagesOf = (failure: unknown): string[] =>
  failure instanceof TemplateError && failure.messages.length > 0
    ? failure.messages
    : ["The template could not be processed."];

/**
 * The Excel template (spec 2 "Emission report Excel template screen"): generate one from the vessel's
 * settings, upload it filled in, and see every problem the server found. `onUploaded` lets the emission
 * report screen reload its voyages.
 */
export function TemplatePanel({ vesselId, onUploaded }: { vesselId: string; onUploaded?: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"generate" | "upload" | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function generate() {
    setBusy("generate");
    setOutcome(null);
    try {
      const name = await templateApi.generate(vesselId);
      setOutcome({ kind: "done", text: `Template ${name} downloaded. Fill it in and upload it below.` });
    } catch (failure) {
      console.error(failure);
      setOutcome({ kind: "errors", messages: messagesOf(failure) });
    } finally {
      setBusy(null);
    }
  }

  async function upload() {
    if (!file) return;
    if (!isExcelFileName(file.name)) return setOutcome({ kind: "errors", messages: [TEMPLATE_NOT_EXCEL] });
    setBusy("upload");
    setOutcome(null);
    try {
      const created = await templateApi.upload(vesselId, file);
      const counts = ` ${created.voyages} voyage(s) and ${created.events} event(s) were created.`;
      setOutcome({ kind: "done", text: `Template uploaded.${counts}` });
      setFile(null);
      if (input.current) input.current.value = "";
      onUploaded?.();
    } catch (failure) {
      console.error(failure);
      setOutcome({ kind: "errors", messages: messagesOf(failure) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card css={{ display: "grid", gap: 14 }} data-testid="template-panel">
      <div>
        <h3 css={{ margin: 0, fontSize: "1.05rem" }}>Excel template</h3>
        <p css={(theme) => ({ margin: "4px 0 0", color: theme.color.textMuted })}>
          Enter voyage data offline: generate the template from this vessel's settings, fill it in, then
          upload it.
        </p>
      </div>
      <div css={{ display: "flex", flexWrap: "wrap", gap: 10, alignItems: "center" }}>
        <Button
          type="button"
          label="Generate template"
          icon="pi pi-download"
          outlined
          loading={busy === "generate"}
          disabled={busy !== null}
          onClick={() => void generate()}
          data-testid="template-generate"
        />
        <label
          css={(theme) => ({
            display: "inline-flex",
            alignItems: "center",
            gap: 8,
            padding: "6px 10px",
            border: `1px dashed ${theme.color.border}`,
            borderRadius: 8,
            color: theme.color.text,
            cursor: "pointer",
          })}
        >
          <i className="pi pi-file-excel" aria-hidden="true" />
          <span data-testid="template-file-name">
            {file ? file.name : "Choose the filled template (.xlsx)"}
          </span>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
            }}
            css={{ position: "absolute", width: 1, height: 1, opacity: 0 }}
            data-testid="template-file"
          />
        </label>
        <Button
          type="button"
          label="Upload"
          icon="pi pi-upload"
          loading={busy === "upload"}
          disabled={!file || busy !== null}
          onClick={() => void upload()}
          data-testid="template-upload"
        />
      </div>
      {outcome?.kind === "errors" && (
        <AlertBox severity="error" testId="template-errors">
          <p css={{ margin: 0 }}>{TEMPLATE_ERROR_INTRO}</p>
          <ul>
            {outcome.messages.map((message) => (
              <li key={message} data-testid="template-error">
                {bracketed(message)}
              </li>
            ))}
          </ul>
          <p css={{ margin: "6px 0 0" }}>{TEMPLATE_ERROR_OUTRO}</p>
        </AlertBox>
      )}
      {outcome?.kind === "done" && (
        <AlertBox severity="success" testId="template-result">
          {outcome.text}
        </AlertBox>
      )}
    </Card>
  );
}
