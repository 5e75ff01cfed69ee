import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { packageContentOf, packageFileName } from "../../domain/simulator/packageContent.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";

const API_KEY = "demo-nordicbulk-key";
const TODAY = Math.floor(Date.now() / DAY_MS) * DAY_MS;

const simulationOf = (vesselName: string, dayStart: number) => {
  const demo = NORDIC_BULK_VESSELS.find((v) => v.particulars.name === vesselName);
  if (!demo) throw new Error(`No Nordic Bulk demo vessel is named ${vesselName}.`);
  return createVesselSimulation(simVesselFrom(demo.imoNumber, demo.particulars), dayStart);
};

/**
 * The first `count` of the candidate days (days before today) on which the simulated vessel is under way
 * every hour. Where a vessel is on a given day moves with today's date, so a spec that needs days at sea
 * picks them rather than naming fixed ones (a port call once took three of four fixed days).
 */
export function seagoingDays(vesselName: string, candidates: readonly number[], count: number): number[] {
  const found: number[] = [];
  for (const back of candidates) {
    const dayStart = TODAY - back * DAY_MS;
    const day = simulationOf(vesselName, dayStart).day(dayStart, { stepSeconds: 3600 });
    const speeds = day.samples.filter((s) => s.variable === "Speed Through Water").map((s) => s.value);
    if (speeds.length > 0 && speeds.every((v) => v > 5)) found.push(back);
    if (found.length === count) return found;
  }
  throw new Error(`${vesselName} is under way on only ${found.length} of the days ${candidates.join(", ")}.`);
}

/**
 * Uploads one simulated day of a Nordic Bulk demo vessel, `back` days before today, as the vessel would
 * send it (a data package with the company's API key). Specs pick days no other spec uploads, so their
 * figures do not depend on the order specs run in. The day has no sensor faults: they are drawn per date,
 * so a spec counting hours or points would pass or fail with the day it runs on.
 */
export async function uploadSimulatedDay(
  request: APIRequestContext,
  vesselName: string,
  back: number,
  stepSeconds = 900,
): Promise<{ dayStart: number }> {
  const dayStart = TODAY - back * DAY_MS;
  const day = simulationOf(vesselName, dayStart).day(dayStart, { stepSeconds, faults: false });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "keelson-e2e-day-")), packageFileName(day));
  await writeDataPackage(file, packageContentOf(day));
  const upload = await request.post("/api/v1/Imports", {
    headers: { "X-Api-Key": API_KEY },
    multipart: {
      file: { name: path.basename(file), mimeType: "application/zip", buffer: fs.readFileSync(file) },
    },
  });
  expect(upload.status()).toBe(202);
  return { dayStart };
}

/** Waits until the vessel's log variables include `variableName` (its first package was imported). */
export async function variableArrived(request: APIRequestContext, vesselName: string, variableName: string) {
  const vessels = (await (
    await request.get("/api/v1/Vessels", { headers: { "X-Api-Key": API_KEY } })
  ).json()) as { id: string; name: string }[];
  const vessel = vessels.find((v) => v.name === vesselName)!;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v1/LogVariables/Find?vesselId=${vessel.id}`, {
          headers: { "X-Api-Key": API_KEY },
        });
        return answer.ok() ? ((await answer.json()) as { name: string }[]).map((v) => v.name) : [];
      },
      { timeout: 60_000 },
    )
    .toContain(variableName);
}
