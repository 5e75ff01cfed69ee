import { deflateRawSync } from "node:zlib";

/** A zip local file header for `name` followed by its deflated content (enough for content checks). */
export function zipEntry(name: string, content = "<xml/>"): Buffer {
  const data = deflateRawSync(Buffer.from(content));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

export const OLE2_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The smallest valid one-page PDF with a line of text (pdf.js renders it). */
export function samplePdf(text = "Keelson test document"): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Bytes that pass the content check for each kind of document the Documents page accepts. */
export const documentSamples = {
  pdf: () => samplePdf(),
  doc: () => Buffer.concat([OLE2_HEADER, Buffer.alloc(504)]),
  xls: () => Buffer.concat([OLE2_HEADER, Buffer.alloc(504)]),
  docx: () => Buffer.concat([zipEntry("[Content_Types].xml"), zipEntry("word/document.xml")]),
  xlsx: () => Buffer.concat([zipEntry("[Content_Types].xml"), zipEntry("xl/workbook.xml")]),
} as const;
