/**
 * Which documents a vessel may keep (spec 3 §5: PDF, Word and Excel only) and how a file's bytes are
 * checked against its extension: a file renamed to `.pdf` that is not a PDF is refused.
 *
 * Signatures: PDF `%PDF-` (within the first 1024 bytes, as readers allow); the legacy Office formats
 * (.doc, .dot, .xls, .xlt) are OLE2 compound files `D0 CF 11 E0 A1 B1 1A E1`; the Office Open XML
 * formats are zip archives (`PK 03 04`) holding a `word/` (Word) or `xl/` (Excel) part. `.xlm` (Excel 4
 * macro sheets) are OLE2 or bare BIFF (`09 00|02|04 …`).
 */

export type DocumentKind = "pdf" | "word" | "excel";
type Signature = "pdf" | "ole2" | "wordZip" | "excelZip" | "biff";

const TYPES: Record<string, { kind: DocumentKind; signatures: readonly Signature[]; mime: string }> = {
  pdf: { kind: "pdf", signatures: ["pdf"], mime: "application/pdf" },
  doc: { kind: "word", signatures: ["ole2"], mime: "application/msword" },
  dot: { kind: "word", signatures: ["ole2"], mime: "application/msword" },
  docx: {
    kind: "word",
    signatures: ["wordZip"],
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  docm: { kind: "word", signatures: ["wordZip"], mime: "application/vnd.ms-word.document.macroEnabled.12" },
  dotx: {
    kind: "word",
    signatures: ["wordZip"],
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.template",
  },
  dotm: { kind: "word", signatures: ["wordZip"], mime: "application/vnd.ms-word.template.macroEnabled.12" },
  xls: { kind: "excel", signatures: ["ole2"], mime: "application/vnd.ms-excel" },
  xlt: { kind: "excel", signatures: ["ole2"], mime: "application/vnd.ms-excel" },
  xlm: { kind: "excel", signatures: ["ole2", "biff"], mime: "application/vnd.ms-excel" },
  xlsx: {
    kind: "excel",
    signatures: ["excelZip"],
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  xlsm: { kind: "excel", signatures: ["excelZip"], mime: "application/vnd.ms-excel.sheet.macroEnabled.12" },
  xltx: {
    kind: "excel",
    signatures: ["excelZip"],
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.template",
  },
  xltm: {
    kind: "excel",
    signatures: ["excelZip"],
    mime: "application/vnd.ms-excel.template.macroEnabled.12",
  },
};

/** The extensions the upload accepts, lower case, without the dot. */
export const ALLOWED_EXTENSIONS: readonly string[] = Object.keys(TYPES);

/** For the file picker's `accept` attribute. */
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(",");

/** The lower-case extension of a file name ("" when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

export const isAllowedFileName = (fileName: string): boolean => Object.hasOwn(TYPES, extensionOf(fileName));

export const kindOf = (fileName: string): DocumentKind | null =>
  Object.hasOwn(TYPES, extensionOf(fileName)) ? TYPES[extensionOf(fileName)]!.kind : null;

/** The Content-Type a stored document is served with (application/octet-stream for anything else). */
export const mimeTypeOf = (fileName: string): string =>
  Object.hasOwn(TYPES, extensionOf(fileName))
    ? TYPES[extensionOf(fileName)]!.mime
    : "application/octet-stream";

const HEAD_BYTES = 1024;
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
/** A local header is 30 bytes plus the name; names we look for are short, so this much is carried over. */
const CARRY = 30 + 64;

/**
 * Watches a file's bytes as they stream past (never keeping more than its first kilobyte and a few
 * bytes across chunk boundaries) and says afterwards whether they are what the extension claims.
 * Zip archives are recognised by the names of their local file headers (`word/…`, `xl/…`).
 */
export class ContentSniffer {
  #head = new Uint8Array(HEAD_BYTES);
  #headLength = 0;
  #tail = new Uint8Array(0);
  #sawWord = false;
  #sawExcel = false;

  push(chunk: Uint8Array): void {
    if (this.#headLength < HEAD_BYTES) {
      const take = Math.min(HEAD_BYTES - this.#headLength, chunk.length);
      this.#head.set(chunk.subarray(0, take), this.#headLength);
      this.#headLength += take;
    }
    if (this.#sawWord && this.#sawExcel) return;
    const window = new Uint8Array(this.#tail.length + chunk.length);
    window.set(this.#tail, 0);
    window.set(chunk, this.#tail.length);
    this.#scanZipNames(window);
    this.#tail = window.slice(Math.max(0, window.length - CARRY));
  }

  #scanZipNames(bytes: Uint8Array): void {
    let at = indexOf(bytes, ZIP_LOCAL_HEADER, 0);
    while (at >= 0 && at + 30 <= bytes.length) {
      const nameLength = bytes[at + 26]! | (bytes[at + 27]! << 8);
      const nameStart = at + 30;
      const name = ascii(bytes, nameStart, Math.min(nameLength, 8, bytes.length - nameStart));
      if (name.startsWith("word/")) this.#sawWord = true;
      if (name.startsWith("xl/")) this.#sawExcel = true;
      at = indexOf(bytes, ZIP_LOCAL_HEADER, at + 4);
    }
  }

  /** Whether the bytes seen match the extension of `fileName`. */
  matches(fileName: string): boolean {
    const ext = extensionOf(fileName);
    if (!Object.hasOwn(TYPES, ext)) return false;
    return TYPES[ext]!.signatures.some((signature) => this.#has(signature));
  }

  #has(signature: Signature): boolean {
    const head = this.#head.subarray(0, this.#headLength);
    switch (signature) {
      case "pdf":
        return indexOf(head, [0x25, 0x50, 0x44, 0x46, 0x2d], 0) >= 0;
      case "ole2":
        return startsWith(head, OLE2);
      case "wordZip":
        return startsWith(head, ZIP_LOCAL_HEADER) && this.#sawWord;
      case "excelZip":
        return startsWith(head, ZIP_LOCAL_HEADER) && this.#sawExcel;
      case "biff":
        return head.length >= 4 && head[0] === 0x09 && [0x00, 0x02, 0x04].includes(head[1]!);
    }
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

function indexOf(bytes: Uint8Array, needle: readonly number[], from: number): number {
  const first = needle[0]!;
  for (let i = bytes.indexOf(first, from); i >= 0 && i + needle.length <= bytes.length; ) {
    if (needle.every((b, k) => bytes[i + k] === b)) return i;
    i = bytes.indexOf(first, i + 1);
  }
  return -1;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  let text = "";
  for (let i = 0; i < length; i++) text += String.fromCharCode(bytes[start + i]!);
  return text;
}

/** File sizes in base 1000 with B, KB, MB, GB (spec 3 §5 helpers). */
export function formatFileSize(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${Number(value.toFixed(digits)).toLocaleString("en-GB")} ${units[unit]}`;
}
