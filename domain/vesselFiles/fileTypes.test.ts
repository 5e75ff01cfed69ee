import { describe, expect, it } from "vitest";
import { zipEntry } from "../../tests/support/documentSamples.js";
import { ContentSniffer, extensionOf, formatFileSize, isAllowedFileName } from "./fileTypes.js";

const sniff = (chunks: Uint8Array[]) => {
  const sniffer = new ContentSniffer();
  for (const chunk of chunks) sniffer.push(chunk);
  return sniffer;
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
const docx = Buffer.concat([
  zipEntry("[Content_Types].xml"),
  zipEntry("_rels/.rels"),
  zipEntry("word/document.xml"),
]);
const xlsx = Buffer.concat([zipEntry("[Content_Types].xml"), zipEntry("xl/workbook.xml")]);

describe("document types", () => {
  it("accepts only PDF, Word and Excel extensions, in any case", () => {
    for (const name of ["a.pdf", "A.PDF", "b.doc", "c.docx", "d.dotm", "e.xls", "f.xlsm", "g.xlm", "h.xltm"])
      expect(isAllowedFileName(name), name).toBe(true);
    for (const name of ["a.exe", "pdf", "a.pdf.exe", "a.txt", "a.constructor", "a.__proto__", ".pdf"])
      expect(isAllowedFileName(name), name).toBe(false);
    expect(extensionOf("Manuals/v1.2/Engine.PDF")).toBe("pdf");
  });

  it("checks the bytes against the extension", () => {
    expect(sniff([Buffer.from("%PDF-1.7\n...")]).matches("a.pdf")).toBe(true);
    expect(sniff([Buffer.from("MZ\x90\x00 not a pdf")]).matches("a.pdf")).toBe(false);
    expect(sniff([OLE2]).matches("a.doc")).toBe(true);
    expect(sniff([OLE2]).matches("a.xls")).toBe(true);
    expect(sniff([OLE2]).matches("a.pdf")).toBe(false);
    expect(sniff([docx]).matches("a.docx")).toBe(true);
    expect(sniff([docx]).matches("a.xlsx")).toBe(false);
    expect(sniff([xlsx]).matches("a.xlsx")).toBe(true);
    expect(sniff([xlsx]).matches("a.docx")).toBe(false);
    // Any zip named .docx is not a Word document.
    expect(sniff([zipEntry("payload.exe")]).matches("a.docx")).toBe(false);
  });

  it("finds zip entry names split across chunks", () => {
    for (let cut = 1; cut < docx.length; cut += 7) {
      expect(sniff([docx.subarray(0, cut), docx.subarray(cut)]).matches("a.docx"), `cut ${cut}`).toBe(true);
    }
  });

  it("writes sizes in base 1000", () => {
    expect(formatFileSize(999)).toBe("999 B");
    expect(formatFileSize(1000)).toBe("1 KB");
    expect(formatFileSize(1_500_000)).toBe("1.5 MB");
    expect(formatFileSize(1_000_000_000)).toBe("1 GB");
    expect(formatFileSize(250_000_000)).toBe("250 MB");
  });
});
