import { Button } from "primereact/button";
import { useEffect, useRef, useState } from "react";
import type { VesselFileAnswer } from "../../../../domain/vesselFiles/answers";
import { errorMessageOf } from "../../shared/api/ApiError";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { vesselFilesApi } from "./vesselFilesApi";

/** Renders pages at this many CSS pixels wide at most (and the device's pixel ratio for sharpness). */
const MAX_PAGE_WIDTH = 900;

/**
 * A PDF of the vessel shown in the app (pdf.js, loaded only when a PDF is opened), page under page,
 * with Go back to the list. Nothing of the document runs: pdf.js draws to canvases with scripting off.
 */
export function PdfViewer({ file, onBack }: { file: VesselFileAnswer; onBack: () => void }) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [error, setError] = useState<string | null>(null);
  const [pageCount, setPageCount] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    (async () => {
      const [pdfjs, worker, data] = await Promise.all([
        import("pdfjs-dist"),
        import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
        vesselFilesApi.content(file),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const task = pdfjs.getDocument({
        data: new Uint8Array(data),
        isEvalSupported: false,
        enableXfa: false,
      });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      if (cancelled) return;
      setPageCount(pdf.numPages);
      const host = pagesRef.current;
      if (!host) return;
      host.replaceChildren();
      const width = Math.min(MAX_PAGE_WIDTH, host.clientWidth || MAX_PAGE_WIDTH);
      for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const unscaled = page.getViewport({ scale: 1 });
        const scale = width / unscaled.width;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = document.createElement("canvas");
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        canvas.setAttribute("aria-label", `Page ${n} of ${pdf.numPages}`);
        canvas.dataset.testid = "pdf-page";
        host.append(canvas);
        await page.render({ canvas, viewport }).promise;
        if (n === 1 && !cancelled) setStatus("ready");
      }
      if (!cancelled) setStatus("ready");
    })().catch((failure: unknown) => {
      if (cancelled) return;
      setError(errorMessageOf(failure, "The PDF could not be shown."));
      setStatus("error");
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [file]);

  const name = file.fileName.slice(file.fileName.lastIndexOf("/") + 1);
  return (
    <div css={{ display: "grid", gap: 12 }} data-testid="pdf-viewer">
      <div css={{ display: "flex", alignItems: "center", gap: 12, flexWrap: "wrap" }}>
        <Button
          type="button"
          label="Go back"
          icon="pi pi-arrow-left"
          onClick={onBack}
          autoFocus
          data-testid="pdf-back"
        />
        <strong css={{ overflowWrap: "anywhere" }} data-testid="pdf-name">
          {name}
        </strong>
        {pageCount > 0 && <span>{pageCount === 1 ? "1 page" : `${pageCount} pages`}</span>}
        <Button
          type="button"
          label="Download"
          icon="pi pi-download"
          text
          onClick={() => vesselFilesApi.download(file)}
          data-testid="pdf-download"
        />
      </div>
      {status === "loading" && <span data-testid="pdf-loading">Opening the PDF…</span>}
      {error && (
        <AlertBox severity="error" testId="pdf-error">
          {error}
        </AlertBox>
      )}
      <Card
        css={{
          padding: 16,
          display: status === "error" ? "none" : "grid",
          justifyItems: "center",
          gap: 16,
          overflow: "auto",
          canvas: { boxShadow: "0 1px 4px rgba(0,0,0,0.25)", background: "#fff", maxWidth: "100%" },
        }}
      >
        <div ref={pagesRef} css={{ display: "grid", gap: 16, width: "100%", justifyItems: "center" }} />
      </Card>
    </div>
  );
}
