import JSZip from "jszip";

const COMMENTS_REL = /relationships\/(comments|vmlDrawing)$/;
const RELATIONSHIP = /<Relationship\b[^>]*?\/>/g;

/**
 * An uploaded .xlsx reduced to what the template reader needs. Other tools write parts exceljs cannot
 * reconcile — openpyxl keeps header comments as `xl/comments/comment1.xml` with a legacy VML drawing,
 * where exceljs only knows `xl/commentsN.xml` — so comments and their drawings (which carry no data) are
 * taken out, with the relationships and content types that name them. Null when the bytes are no zip.
 */
export async function withoutComments(bytes: Buffer): Promise<Buffer | null> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return null;
  }
  const dropped = new Set<string>();
  for (const name of Object.keys(zip.files).filter((n) => /_rels\/[^/]+\.rels$/.test(n))) {
    const file = zip.file(name);
    if (!file) continue;
    const xml = await file.async("string");
    const base = name.replace(/_rels\/[^/]+\.rels$/, "");
    const kept = xml.replace(RELATIONSHIP, (relationship) => {
      const type = /Type="([^"]+)"/.exec(relationship)?.[1] ?? "";
      if (!COMMENTS_REL.test(type)) return relationship;
      const target = /Target="([^"]+)"/.exec(relationship)?.[1] ?? "";
      dropped.add(
        target.startsWith("/") ? target.slice(1) : new URL(target, `file:///${base}`).pathname.slice(1),
      );
      return "";
    });
    if (kept !== xml) zip.file(name, kept);
  }
  if (dropped.size === 0) return bytes;
  for (const part of dropped) zip.remove(part);
  const types = zip.file("[Content_Types].xml");
  if (types) {
    const xml = await types.async("string");
    zip.file(
      "[Content_Types].xml",
      xml.replace(/<Override\b[^>]*?\/>/g, (o) =>
        [...dropped].some((part) => o.includes(`PartName="/${part}"`)) ? "" : o,
      ),
    );
  }
  // The sheets' <legacyDrawing> names the removed VML relationship.
  for (const name of Object.keys(zip.files).filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n))) {
    const xml = await zip.file(name)!.async("string");
    const cleaned = xml.replace(/<legacyDrawing\b[^>]*\/>/g, "");
    if (cleaned !== xml) zip.file(name, cleaned);
  }
  return zip.generateAsync({ type: "nodebuffer" });
}
