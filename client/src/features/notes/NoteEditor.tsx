import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { NoteBody } from "./NoteBody";
import { NOTE_MAX_LENGTH } from "./notesApi";

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  justify-content: flex-end;
  flex-wrap: wrap;
  font-size: 0.85rem;
  color: ${(p) => p.theme.color.textMuted};
  .count { margin-right: auto; }
`;

const Preview = styled.div`
  min-height: 96px;
  padding: 10px 12px;
  border: 1px dashed ${(p) => p.theme.color.border};
  border-radius: 8px;
`;

interface NoteEditorProps {
  initial?: string;
  saveLabel: string;
  busy: boolean;
  onSave: (body: string) => void;
  onCancel?: () => void;
  testId: string;
}

/** Writes a note in Markdown, with a preview rendered exactly as the note will show. */
export function NoteEditor({ initial = "", saveLabel, busy, onSave, onCancel, testId }: NoteEditorProps) {
  const [body, setBody] = useState(initial);
  const [preview, setPreview] = useState(false);
  const empty = body.trim().length === 0;
  const tooLong = body.length > NOTE_MAX_LENGTH;
  return (
    <div css={{ display: "grid", gap: 8 }} data-testid={testId}>
      {preview ? (
        <Preview>{empty ? <em>Nothing to preview yet.</em> : <NoteBody markdown={body} />}</Preview>
      ) : (
        <InputTextarea
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={4}
          autoResize
          placeholder="Write a note for everyone who follows this vessel. Markdown: **bold**, *italic*, - lists, [links](https://…)"
          aria-label="Note"
          data-testid={`${testId}-text`}
        />
      )}
      <Row>
        <span className="count" css={tooLong ? { color: "#dc2626" } : undefined}>
          {body.length.toLocaleString("en-GB")} / {NOTE_MAX_LENGTH.toLocaleString("en-GB")}
        </span>
        <Button
          type="button"
          label={preview ? "Edit" : "Preview"}
          text
          size="small"
          onClick={() => setPreview(!preview)}
          data-testid={`${testId}-preview`}
        />
        {onCancel && <Button type="button" label="Cancel" text size="small" onClick={onCancel} />}
        <Button
          type="button"
          label={saveLabel}
          size="small"
          disabled={empty || tooLong || busy}
          loading={busy}
          onClick={() => onSave(body)}
          data-testid={`${testId}-save`}
        />
      </Row>
    </div>
  );
}
