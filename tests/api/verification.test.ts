import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerificationPackage } from "../../domain/ledger/verificationPackage.js";
import { readPackage, verifyWithNode } from "../../verifier/verifyFile.js";
import { type demoTokens, startAuroraVoyageServer } from "../support/auroraVoyages.js";
import type { TestServer } from "../support/testServer.js";

let server: TestServer;
let t: Awaited<ReturnType<typeof demoTokens>>;
const departure = "0e0e0f00-0000-4000-8000-000000000001";
let vesselId: string;

beforeAll(async () => {
  ({ server, t, vesselId } = await startAuroraVoyageServer(
    [
      departure,
      "0e0e0f00-0000-4000-8000-000000000002",
      "0e0e0f00-0000-4000-8000-000000000003",
      "0e0e0f00-0000-4000-8000-000000000004",
    ],
    "verification-test",
  ));
});
afterAll(async () => {
  await server.close();
});

/** bin/keelson-verify.mjs as a verifier runs it: its exit status and what it printed. */
const runCli = (file: string) =>
  spawnSync(process.execPath, [path.resolve("bin/keelson-verify.mjs"), file], { encoding: "utf8" });

async function download(path: string, token = t.super) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get("content-type"),
  };
}

describe("voyage verification package", () => {
  let pkg: VerificationPackage;

  it("downloads as a zip that verifies offline, figures recomputed from its events", async () => {
    const answer = await download(`/Voyages/${departure}/Verification`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/zip");
    pkg = await readPackage(answer.bytes);
    expect(pkg.events.length).toBeGreaterThan(5);
    expect(pkg.figures.report).not.toBeNull();
    const verdict = await verifyWithNode(pkg);
    expect(verdict.steps.at(-1)).toBe("intact");
    expect(verdict).toMatchObject({ intact: true, figuresMatch: true, brokenEvent: null });
  });

  it("opens its verify.html from disk in Chromium, offline: intact, and a tampered copy names the broken event", async () => {
    const zip = await JSZip.loadAsync((await download(`/Voyages/${departure}/Verification`)).bytes);
    const page = (await zip.file("verify.html")?.async("string")) ?? "";
    const embedded = /<script type="application\/json" id="package">([\s\S]*?)<\/script>/.exec(page);
    expect(embedded).not.toBeNull();
    const tampered = JSON.parse(embedded![1]!) as VerificationPackage;
    const target = tampered.events[3]!;
    (target.event.data as Record<string, unknown>).tampered = 1;
    const tamperedPage = page.replace(embedded![1]!, JSON.stringify(tampered).replace(/</g, "\\u003c"));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-verify-"));
    fs.writeFileSync(path.join(folder, "verify.html"), page);
    fs.writeFileSync(path.join(folder, "tampered.html"), tamperedPage);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    });
    try {
      const tab = await browser.newPage();
      const requests: string[] = [];
      tab.on("request", (request) => requests.push(request.url()));
      await tab.goto(`file://${path.join(folder, "verify.html")}`);
      await tab.waitForSelector("#verdict", { timeout: 20_000 });
      expect(await tab.textContent("#verdict")).toBe("intact");
      await tab.goto(`file://${path.join(folder, "tampered.html")}`);
      await tab.waitForSelector("#verdict", { timeout: 20_000 });
      expect(await tab.textContent("#verdict")).toBe("BROKEN");
      expect(await tab.textContent("#broken-event")).toContain(target.event.id);
      // Nothing but the two files themselves was fetched.
      expect(requests.every((url) => url.startsWith("file://"))).toBe(true);
    } finally {
      await browser.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it("names the event whose data was changed, and figures that were changed", async () => {
    const edited = structuredClone(pkg);
    const target = edited.events[3]!;
    (target.event.data as Record<string, unknown>).tampered = 1;
    const verdict = await verifyWithNode(edited);
    expect(verdict.intact).toBe(false);
    expect(verdict.brokenEvent).toMatchObject({ index: 3, id: target.event.id });

    const dropped = structuredClone(pkg);
    dropped.events.splice(2, 1);
    expect((await verifyWithNode(dropped)).brokenEvent).toMatchObject({ index: 2, version: 3 });

    const figures = structuredClone(pkg);
    (figures.figures.report as { co2Tonnes: number }).co2Tonnes += 1;
    expect(await verifyWithNode(figures)).toMatchObject({ intact: false, figuresMatch: false });
  });

  it("links an earlier checkpoint the verifier holds by a consistency proof", async () => {
    const before = (
      await server.api<{ checkpoint: { treeSize: number; rootHash: string } }>(
        "GET",
        "/Verification/Checkpoint",
        {
          token: t.super,
        },
      )
    ).body;
    expect((await server.api("POST", "/Verification/Checkpoint", { token: t.admin })).status).toBe(201);
    const answer = await download(`/Voyages/${departure}/Verification?since=${before.checkpoint.treeSize}`);
    const later = await readPackage(answer.bytes);
    expect(later.consistency?.from).toEqual({
      treeSize: before.checkpoint.treeSize,
      rootHash: before.checkpoint.rootHash,
    });
    expect(await verifyWithNode(later)).toMatchObject({ intact: true });
  });

  it("refuses bad input and callers without the right", async () => {
    expect((await download(`/Voyages/${departure}/Verification?since=-1`)).status).toBe(400);
    expect((await download(`/Voyages/${departure}/Verification?since=999999999`)).status).toBe(400);
    expect((await download(`/Voyages/0e0e0f00-0000-4000-8000-0000000000ff/Verification`)).status).toBe(404);
    expect((await download(`/Voyages/${departure}/Verification`, t.other)).status).toBe(403);
  });

  it("a vessel-year package holds the yearly MRV report, which the verifier recomputes from the events", async () => {
    const answer = await download(`/EmissionReport/MrvYearly/${vesselId}/2025/Verification`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/zip");
    const year = await readPackage(answer.bytes);
    expect(year.subject).toMatchObject({ kind: "vessel-year", vesselId, year: 2025 });
    const { at: _, ...report } = (
      await server.api<Record<string, unknown>>(
        "GET",
        `/EmissionReport/MrvYearly/${vesselId}/2025?format=json`,
        {
          token: t.super,
        },
      )
    ).body;
    expect(year.figures.report).toEqual(report);
    expect(await verifyWithNode(year)).toMatchObject({ intact: true, figuresMatch: true });
    const edited = structuredClone(year);
    (edited.figures.report as { co2Tonnes: number }).co2Tonnes += 1;
    expect(await verifyWithNode(edited)).toMatchObject({ intact: false, figuresMatch: false });
    const dropped = structuredClone(year);
    dropped.events.splice(4, 1);
    expect((await verifyWithNode(dropped)).brokenEvent).toMatchObject({ index: 4 });
  });

  it("an IMO DCS vessel-year package holds the yearly IMO DCS report; the CLI recomputes it from the events", async () => {
    const answer = await download(`/EmissionReport/ImoYearly/${vesselId}/2025/Verification`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/zip");
    const year = await readPackage(answer.bytes);
    expect(year.subject).toMatchObject({ kind: "vessel-year", vesselId, year: 2025, scheme: "IMO DCS" });
    const { at: _, ...report } = (
      await server.api<Record<string, unknown>>(
        "GET",
        `/EmissionReport/ImoYearly/${vesselId}/2025?format=json`,
        { token: t.super },
      )
    ).body;
    expect(year.figures.report).toEqual(report);
    expect(await verifyWithNode(year)).toMatchObject({ intact: true, figuresMatch: true });
    const edited = structuredClone(year);
    (edited.figures.report as { distanceNm: number }).distanceNm += 1;
    expect(await verifyWithNode(edited)).toMatchObject({ intact: false, figuresMatch: false });
    // The particulars the report states are reference data the package carries: changed, the report differs.
    const renamed = structuredClone(year);
    (renamed.figures.inputs as { particulars: { imoNumber: string } }).particulars.imoNumber = "0000000";
    expect(await verifyWithNode(renamed)).toMatchObject({ intact: false, figuresMatch: false });

    // The command-line verifier on the zip as downloaded, and on a copy whose report was edited.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-imo-package-"));
    try {
      const zipFile = path.join(dir, "package.zip");
      fs.writeFileSync(zipFile, answer.bytes);
      const intact = runCli(zipFile);
      expect(intact.status).toBe(0);
      expect(intact.stdout).toContain("figures: recomputed from the events, equal to the package's");
      const editedFile = path.join(dir, "verification.json");
      fs.writeFileSync(editedFile, JSON.stringify(edited));
      const broken = runCli(editedFile);
      expect(broken.status).toBe(1);
      expect(broken.stdout).toContain("FAILED: the figures recomputed from the events differ");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect((await download(`/EmissionReport/ImoYearly/${vesselId}/2024/Verification`)).status).toBe(409);
    expect((await download(`/EmissionReport/ImoYearly/${vesselId}/2025/Verification`, t.other)).status).toBe(
      403,
    );
  });

  it("refuses a vessel-year without a confirmed voyage, a bad year and callers without the right", async () => {
    expect((await download(`/EmissionReport/MrvYearly/${vesselId}/2024/Verification`)).status).toBe(409);
    expect((await download(`/EmissionReport/MrvYearly/${vesselId}/25/Verification`)).status).toBe(400);
    expect((await download(`/EmissionReport/MrvYearly/${vesselId}/2025/Verification`, t.other)).status).toBe(
      403,
    );
    const admin = await download(`/EmissionReport/MrvYearly/${vesselId}/2025/Verification?since=x`, t.admin);
    expect(admin.status).toBe(400);
  });

  it("the self-check finds the store intact against every checkpoint", async () => {
    const verdict = (
      await server.api<{ intact: boolean; checkpointsChecked: number }>("POST", "/Verification/SelfCheck", {
        token: t.admin,
      })
    ).body;
    expect(verdict.intact).toBe(true);
    expect(verdict.checkpointsChecked).toBeGreaterThan(0);
  });
});
