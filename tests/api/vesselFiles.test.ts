import { readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VESSEL_FILE_MESSAGES as M } from "../../domain/vesselFiles/vesselFiles.js";
import { maintainVesselFiles } from "../../server/features/vesselFiles/maintenance.js";
import { documentSamples, samplePdf } from "../support/documentSamples.js";
import { signInDemoUsers, startTestServer, type TestServer } from "../support/testServer.js";

interface FileDto {
  id: string;
  fileName: string;
  fileSize: number;
  uploadedTime: string;
  uploadedByName: string;
  extension: string;
}
interface Listing {
  files: FileDto[];
  folders: string[];
  usedBytes: number;
  quotaBytes: number;
}

/** Small enough to reach in a test: the quota is injected instead of writing 1000 MB. */
const QUOTA = 60_000;
let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ VESSEL_FILES_QUOTA_BYTES: QUOTA });
  await signInDemoUsers(server, t, vessel, { admin: true });
});
afterAll(async () => {
  await server.close();
});

async function upload(
  token: string,
  vesselId: string,
  fileName: string,
  content: Buffer,
  options: { replace?: boolean; inQuery?: boolean } = {},
) {
  const form = new FormData();
  if (!options.inQuery) form.append("fileName", fileName);
  form.append("file", new Blob([new Uint8Array(content)]), fileName.split("/").pop());
  const query = new URLSearchParams();
  if (options.inQuery) query.set("fileName", fileName);
  if (options.replace) query.set("replace", "true");
  const response = await fetch(`${server.url}/api/v1/VesselFiles/${vesselId}?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as FileDto & { message: string } };
}

const list = (token: string, vesselId: string) =>
  server.api<Listing>("GET", `/VesselFiles?vesselId=${vesselId}`, { token });

async function download(token: string, id: string) {
  const response = await fetch(`${server.url}/api/v1/VesselFiles/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const incomingLeft = () => readdirSync(join(server.dataDir, "vessel-files", ".incoming"));

describe("vessel files", () => {
  it("accepts each allowed type, lists it with who and when, and downloads it unchanged", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    for (const [ext, make] of Object.entries(documentSamples)) {
      const content = make();
      const uploaded = await upload(t.crew!, aurora, `Samples/sample.${ext}`, content);
      expect(uploaded.status, `${ext}: ${uploaded.body.message}`).toBe(201);
      expect(uploaded.body).toMatchObject({
        fileName: `Samples/sample.${ext}`,
        fileSize: content.length,
        extension: ext,
      });
      expect(uploaded.body.uploadedByName).not.toBe("");
      const { response, bytes } = await download(t.super!, uploaded.body.id);
      expect(response.status).toBe(200);
      expect(bytes.equals(content)).toBe(true);
      expect(response.headers.get("content-disposition")).toContain(`filename="sample.${ext}"`);
    }
    const listed = (await list(t.crew!, aurora)).body;
    expect(listed.files.map((f) => f.fileName).sort()).toEqual(
      Object.keys(documentSamples)
        .map((e) => `Samples/sample.${e}`)
        .sort(),
    );
    expect(listed.folders).toEqual(["Samples"]);
    expect(listed.usedBytes).toBe(listed.files.reduce((s, f) => s + f.fileSize, 0));
    expect(listed.quotaBytes).toBe(QUOTA);
    const url = await server.api<{ url: string }>("GET", `/VesselFiles/${listed.files[0]!.id}?onlyUrl=true`, {
      token: t.crew,
    });
    expect(url.body.url).toBe(`/api/v1/VesselFiles/${listed.files[0]!.id}`);
  });

  it("refuses other types with the spec's message, before and after the bytes", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const exe = Buffer.from("MZ\x90\x00 executable");
    for (const inQuery of [true, false]) {
      const refused = await upload(t.crew!, aurora, "tool.exe", exe, { inQuery });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(M.unsupportedType);
    }
    expect(incomingLeft()).toEqual([]);
  });

  it("refuses names with text-direction marks or control characters, on upload and rename, writing nothing", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const before = (await list(t.crew!, aurora)).body;
    for (const name of [
      "invoice\u202Eexe.pdf",
      "Certificates\u2066/class.pdf",
      "report\u200F.pdf",
      "log\u0085.pdf",
    ])
      for (const inQuery of [true, false]) {
        const refused = await upload(t.crew!, aurora, name, samplePdf(), { inQuery });
        expect(refused.status, JSON.stringify(name)).toBe(400);
        expect(refused.body.message).toBe(M.nameInvalid);
      }
    expect(incomingLeft()).toEqual([]);
    expect((await list(t.crew!, aurora)).body).toEqual(before);
    const kept = await upload(t.crew!, aurora, "Bidi/invoice.pdf", samplePdf());
    const renamed = await server.api<{ message: string }>("PUT", "/VesselFiles", {
      token: t.crew,
      body: { id: kept.body.id, fileName: "Bidi/invoice\u202Eexe.pdf" },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe(M.nameInvalid);
  });

  it("refuses a file renamed to .pdf (or .docx) whose bytes are not one", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const fake = await upload(t.crew!, aurora, "invoice.pdf", Buffer.from("MZ\x90\x00 not a pdf at all"));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(M.contentMismatch("invoice.pdf"));
    const zipNotWord = await upload(t.crew!, aurora, "letter.docx", documentSamples.xlsx());
    expect(zipNotWord.status).toBe(400);
    expect((await list(t.crew!, aurora)).body.files.some((f) => f.fileName === "invoice.pdf")).toBe(false);
  });

  it("asks before replacing a same-named file and replaces it when confirmed", async () => {
    const fjell = vessel["Nordic Fjell"]!;
    const first = await upload(t.crew!, fjell, "Manual.pdf", samplePdf("one"));
    expect(first.status).toBe(201);
    const again = await upload(t.crew!, fjell, "manual.PDF", samplePdf("two"), { inQuery: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.replace("manual.PDF"));
    const replaced = await upload(t.crew!, fjell, "manual.PDF", samplePdf("two"), {
      replace: true,
      inQuery: true,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.id).toBe(first.body.id);
    expect((await download(t.crew!, first.body.id)).bytes.equals(samplePdf("two"))).toBe(true);
  });

  it("renames and moves with the spec's duplicate messages, and renames folders", async () => {
    const fjell = vessel["Nordic Fjell"]!;
    const a = (await upload(t.crew!, fjell, "Certificates/Class.pdf", samplePdf())).body;
    const b = (await upload(t.crew!, fjell, "Certificates/Load line.pdf", samplePdf())).body;
    const put = (body: unknown) =>
      server.api<FileDto & { message: string }>("PUT", "/VesselFiles", { token: t.crew, body });
    const taken = await put({ id: b.id, fileName: "Certificates/class.pdf" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(M.fileExists("class.pdf"));
    expect((await put({ id: b.id, fileName: "Certificates/Load line 2024.pdf" })).body.fileName).toBe(
      "Certificates/Load line 2024.pdf",
    );
    expect((await put({ id: a.id, fileName: "Class.pdf" })).body.fileName).toBe("Class.pdf");
    // A folder made with New folder holds no file yet: moving a file there creates it.
    expect((await put({ id: a.id, fileName: "New folder/Class.pdf" })).body.fileName).toBe(
      "New folder/Class.pdf",
    );
    expect((await put({ id: a.id, fileName: "New folder/Class.pdf/x.pdf" })).status).toBe(409);
    expect((await put({ id: a.id, fileName: "../../Class.pdf" })).status).toBe(400);
    await upload(t.crew!, fjell, "Manuals/Engine.pdf", samplePdf());
    const folderTaken = await server.api<{ message: string }>("PUT", "/VesselFiles/Folders", {
      token: t.crew,
      body: { vesselId: fjell, from: "Manuals", to: "certificates" },
    });
    expect(folderTaken.status).toBe(409);
    expect(folderTaken.body.message).toBe(M.folderExists("certificates"));
    const renamed = await server.api<Listing>("PUT", "/VesselFiles/Folders", {
      token: t.crew,
      body: { vesselId: fjell, from: "Manuals", to: "Handbooks" },
    });
    expect(renamed.body.folders).toContain("Handbooks");
    expect(renamed.body.folders).not.toContain("Manuals");
  });

  it("deletes; an administrator lists and restores a deleted file", async () => {
    const fjell = vessel["Nordic Fjell"]!;
    const file = (await upload(t.crew!, fjell, "Old/Survey.pdf", samplePdf())).body;
    expect((await server.api("DELETE", `/VesselFiles/${file.id}`, { token: t.crew })).status).toBe(204);
    expect((await list(t.crew!, fjell)).body.files.some((f) => f.id === file.id)).toBe(false);
    expect((await list(t.crew!, fjell)).body.folders).not.toContain("Old");
    expect((await download(t.crew!, file.id)).response.status).toBe(404);
    expect(
      (await server.api("GET", `/VesselFiles/Deleted?vesselId=${fjell}`, { token: t.crew })).status,
    ).toBe(403);
    expect((await server.api("POST", `/VesselFiles/${file.id}/Restore`, { token: t.super })).status).toBe(
      403,
    );
    // The administrator acts for Nordic Bulk to see its vessel.
    const headers = { "x-acting-company": await companyOf(fjell) };
    const deleted = await server.api<{ id: string; restorableUntil: string }[]>(
      "GET",
      `/VesselFiles/Deleted?vesselId=${fjell}`,
      { token: t.admin, headers },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.map((f) => f.id)).toContain(file.id);
    const restored = await server.api<FileDto>("POST", `/VesselFiles/${file.id}/Restore`, {
      token: t.admin,
      headers,
    });
    expect(restored.status).toBe(200);
    expect((await download(t.crew!, file.id)).bytes.equals(samplePdf())).toBe(true);
  });

  it("are invisible to another company and to a user outside the vessel's access group (404)", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const file = (await list(t.crew!, aurora)).body.files[0]!;
    expect((await list(t.ops!, aurora)).status).toBe(404);
    expect((await download(t.ops!, file.id)).response.status).toBe(404);
    expect((await upload(t.ops!, aurora, "x.pdf", samplePdf())).status).toBe(404);
    expect(
      (await server.api("PUT", "/VesselFiles", { token: t.ops, body: { id: file.id, fileName: "y.pdf" } }))
        .status,
    ).toBe(404);
    expect((await server.api("DELETE", `/VesselFiles/${file.id}`, { token: t.ops })).status).toBe(404);
    // The crew's access group holds Aurora and Fjell, not Skagen.
    const skagen = vessel["Nordic Skagen"]!;
    const theirs = (await upload(t.super!, skagen, "Skagen.pdf", samplePdf())).body;
    expect((await list(t.crew!, skagen)).status).toBe(404);
    expect((await download(t.crew!, theirs.id)).response.status).toBe(404);
    expect((await upload(t.crew!, skagen, "x.pdf", samplePdf())).status).toBe(404);
  });

  it("stops at the vessel's quota, before and while the bytes stream", async () => {
    const skagen = vessel["Nordic Skagen"]!;
    const used = (await list(t.super!, skagen)).body.usedBytes;
    const free = QUOTA - used;
    const tooBig = Buffer.concat([samplePdf(), Buffer.alloc(free + 1 - samplePdf().length, 32)]);
    const streamed = await upload(t.super!, skagen, "Big.pdf", tooBig);
    expect(streamed.status).toBe(413);
    expect(streamed.body.message).toMatch(/not enough storage left|at most/);
    const fits = Buffer.concat([samplePdf(), Buffer.alloc(free - samplePdf().length, 32)]);
    expect((await upload(t.super!, skagen, "Fits.pdf", fits)).status).toBe(201);
    const storage = await server.api<{ usedBytes: number; quotaBytes: number }>(
      "GET",
      `/VesselFiles/Storage?vesselId=${skagen}`,
      { token: t.super },
    );
    expect(storage.body).toEqual({ usedBytes: QUOTA, quotaBytes: QUOTA });
    const full = await upload(t.super!, skagen, "One more.pdf", samplePdf(), { inQuery: true });
    expect(full.status).toBe(400);
    expect(full.body.message).toMatch(/not enough storage left/);
    expect(incomingLeft()).toEqual([]);
  });

  it("leaves nothing behind when the upload is interrupted", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const before = (await list(t.crew!, aurora)).body.files.length;
    const boundary = "----keelsontest";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const req = request(`${server.url}/api/v1/VesselFiles/${aurora}?fileName=Half.pdf`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${t.crew}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": "50000",
        },
      });
      req.on("error", () => resolve());
      req.write(head);
      req.write(Buffer.concat([samplePdf(), Buffer.alloc(20_000, 32)]));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
    // Give the server a moment to notice the closed socket and clean up.
    for (let i = 0; i < 50 && incomingLeft().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(incomingLeft()).toEqual([]);
    expect((await list(t.crew!, aurora)).body.files.length).toBe(before);
    const stored = readdirSync(join(server.dataDir, "vessel-files")).filter((d) => d !== ".incoming");
    const blobs = stored.flatMap((d) => readdirSync(join(server.dataDir, "vessel-files", d)));
    // Every stored blob belongs to a listed (or deleted-but-restorable) file.
    expect(blobs.length).toBeLessThanOrEqual(
      (await list(t.crew!, aurora)).body.files.length +
        (await list(t.crew!, vessel["Nordic Fjell"]!)).body.files.length +
        (await list(t.super!, vessel["Nordic Skagen"]!)).body.files.length,
    );
  });

  it("validates names and ids with messages a person can act on", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const bad = await upload(t.crew!, aurora, `${"x".repeat(300)}.pdf`, samplePdf(), { inQuery: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.nameTooLong);
    expect((await server.api("GET", "/VesselFiles?vesselId=__proto__", { token: t.crew })).status).toBe(400);
    expect((await server.api("GET", "/VesselFiles/not-an-id", { token: t.crew })).status).toBe(400);
  });

  // Last: it moves the server's clock 31 days on.
  it("purges a file deleted more than 30 days ago: its record and content go", async () => {
    const fjell = vessel["Nordic Fjell"]!;
    const file = (await upload(t.crew!, fjell, "Expiring.pdf", samplePdf())).body;
    expect((await server.api("DELETE", `/VesselFiles/${file.id}`, { token: t.crew })).status).toBe(204);
    const blobFiles = () =>
      readdirSync(join(server.dataDir, "vessel-files"))
        .filter((d) => d !== ".incoming")
        .flatMap((d) => readdirSync(join(server.dataDir, "vessel-files", d)));
    const before = blobFiles().length;
    expect(await maintainVesselFiles(server.ctx)).toMatchObject({ vessels: 0 });
    server.advanceClock(31 * 86_400_000);
    expect(await maintainVesselFiles(server.ctx)).toMatchObject({ vessels: 1 });
    expect(blobFiles().length).toBe(before - 1);
    // Gone from the read model, so neither the deleted list nor restore can name it any more.
    expect(server.ctx.readModels.state("vesselFiles").byId[file.id]).toBeUndefined();
  });
});

async function companyOf(vesselId: string): Promise<string> {
  const vessels = await server.api<{ id: string; companyId: string }[]>("GET", "/Vessels", {
    token: t.super,
  });
  return vessels.body.find((v) => v.id === vesselId)!.companyId;
}
