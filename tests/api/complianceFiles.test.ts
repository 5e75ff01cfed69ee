import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLIANCE_FILE_MESSAGES } from "../../server/features/vesselFiles/complianceFiles.js";
import { documentSamples, samplePdf } from "../support/documentSamples.js";
import { signInDemoUsers, startTestServer, type TestServer } from "../support/testServer.js";

interface FileDto {
  id: string;
  fileName: string;
  fileSize: number;
  uploadedTime: string;
  uploadedByName: string;
}

const QUOTA = 60_000;
let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ VESSEL_FILES_QUOTA_BYTES: QUOTA });
  await signInDemoUsers(server, t, vessel);
});
afterAll(async () => {
  await server.close();
});

async function upload(token: string, vesselId: string, files: Array<[string, Buffer]>, replace = false) {
  const form = new FormData();
  for (const [name, content] of files) form.append("files", new Blob([new Uint8Array(content)]), name);
  const query = new URLSearchParams({ vesselId, ...(replace ? { replace: "true" } : {}) });
  const response = await fetch(`${server.url}/api/v1/EmissionCompliance/upload-multiple?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { files: FileDto[]; message: string },
  };
}
const list = (token: string, vesselId: string) =>
  server.api<{ files: FileDto[]; folder: string }>("GET", `/EmissionCompliance/files/${vesselId}`, { token });
async function download(token: string, vesselId: string, fileName: string) {
  const query = new URLSearchParams({ vesselId, fileName });
  const response = await fetch(`${server.url}/api/v1/EmissionCompliance/download-voyage-file?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("emission compliance voyage files", () => {
  it("stores several files at once, lists them with who and when, and downloads each unchanged", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const bdn = samplePdf("Bunker delivery note 2026-11");
    const verifier = documentSamples.xlsx();
    const uploaded = await upload(t.crew!, aurora, [
      ["BDN 2026-11.pdf", bdn],
      ["Verifier statement.xlsx", verifier],
    ]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.files.map((f) => f.fileName)).toEqual([
      "BDN 2026-11.pdf",
      "Verifier statement.xlsx",
    ]);

    const listed = await list(t.super!, aurora);
    expect(listed.status).toBe(200);
    expect(listed.body.files.map((f) => f.fileName).sort()).toEqual([
      "BDN 2026-11.pdf",
      "Verifier statement.xlsx",
    ]);
    const first = listed.body.files.find((f) => f.fileName === "BDN 2026-11.pdf")!;
    expect(first.fileSize).toBe(bdn.length);
    expect(first.uploadedByName).not.toBe("");
    expect(Date.now() - Date.parse(first.uploadedTime)).toBeLessThan(60_000);

    const got = await download(t.super!, aurora, "bdn 2026-11.PDF");
    expect(got.response.status).toBe(200);
    expect(got.response.headers.get("content-disposition")).toContain("BDN 2026-11.pdf");
    expect(got.bytes.equals(bdn)).toBe(true);

    // Every upload is an event with who and when (the vessel's document stream).
    const events = await server.ctx.store.readStream(`vesselfiles-${aurora}`);
    const uploads = events.filter((e) => e.type === "VesselFileUploaded");
    expect(uploads.length).toBeGreaterThanOrEqual(2);
    expect(uploads.at(-1)!.metadata.userId).toBeTruthy();
  });

  it("refuses a file whose bytes are not its type, a taken name, a file twice, and too large ones: none stored", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const before = (await list(t.crew!, aurora)).body.files.length;
    const fake = await upload(t.crew!, aurora, [
      ["Good.pdf", samplePdf()],
      ["Fake.pdf", Buffer.from("MZ this is an executable")],
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.message).toMatch(/Fake\.pdf is not really a file of the type/);
    const exe = await upload(t.crew!, aurora, [["tool.exe", Buffer.from("MZ")]]);
    expect(exe.status).toBe(400);
    const twice = await upload(t.crew!, aurora, [
      ["Same.pdf", samplePdf()],
      ["same.pdf", samplePdf()],
    ]);
    expect(twice.body.message).toBe(COMPLIANCE_FILE_MESSAGES.twice("same.pdf"));
    const taken = await upload(t.crew!, aurora, [["BDN 2026-11.pdf", samplePdf("new")]]);
    expect(taken.status).toBe(409);
    const big = await upload(t.crew!, aurora, [
      ["Big.pdf", Buffer.concat([samplePdf(), Buffer.alloc(QUOTA)])],
    ]);
    expect(big.status).toBe(413);
    expect((await list(t.crew!, aurora)).body.files.length).toBe(before);
    // Refused files leave no pending content behind.
    expect(readdirSync(join(server.dataDir, "vessel-files", ".incoming"))).toEqual([]);
    const none = await fetch(`${server.url}/api/v1/EmissionCompliance/upload-multiple?vesselId=${aurora}`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.crew}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(none.status).toBe(400);
    // A replacement is asked for explicitly.
    const replaced = await upload(t.crew!, aurora, [["BDN 2026-11.pdf", samplePdf("corrected")]], true);
    expect(replaced.status).toBe(201);
  });

  it("keeps to the caller's vessels: another company's vessel is 404 for list, upload and download", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    expect((await list(t.ops!, aurora)).status).toBe(404);
    expect((await upload(t.ops!, aurora, [["x.pdf", samplePdf()]])).status).toBe(404);
    expect((await download(t.ops!, aurora, "BDN 2026-11.pdf")).response.status).toBe(404);
    expect((await download(t.crew!, aurora, "missing.pdf")).response.status).toBe(404);
    const bad = await download(t.crew!, "not-an-id", "x.pdf");
    expect(bad.response.status).toBe(400);
  });
});
