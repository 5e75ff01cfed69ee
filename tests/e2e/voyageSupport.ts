import { type APIRequestContext, expect } from "@playwright/test";
import { completeEmissionSettings, tokenOf } from "./emissionSettingsSupport.js";
import { DEMO } from "./support.js";

const DAY_MS = 86_400_000;
const TODAY = Math.floor(Date.now() / DAY_MS) * DAY_MS;

/** An ISO time some days back at midnight UTC plus `minute` minutes (a run's own minute keeps retries apart). */
export const daysAgoAt = (daysAgo: number, minute: number) =>
  new Date(TODAY - daysAgo * DAY_MS + minute * 60_000).toISOString();

export interface RecordedVoyage {
  vesselId: string;
  departureId: string;
  fuelTankId: string;
  headers: { Authorization: string };
}

/**
 * Through the API, as the super user: the vessel's emission settings made complete, a fuel tank named
 * `tankName`, and a voyage Rotterdam → Hamburg `fromDaysAgo` days back (arrival two days later, the next
 * departure a day after that), every event confirmed and the voyage information confirmed.
 */
export async function recordConfirmedVoyage(
  request: APIRequestContext,
  options: { vessel: string; fromDaysAgo: number; minute: number; label: string; tankName: string },
): Promise<RecordedVoyage> {
  const { vessel, fromDaysAgo, minute, label } = options;
  const at = (daysAgo: number) => daysAgoAt(daysAgo, minute);
  const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.superUser)}` };
  const vessels = (await (await request.get("/api/v1/Vessels", { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const vesselId = vessels.find((v) => v.name === vessel)!.id;
  await completeEmissionSettings(request, vesselId, {
    meterName: `${label} ME ${minute}`,
    particulars: { mainPropulsionPower: 9480, deadweight: 81600, netTonnage: 25500, grossTonnage: 43000 },
  });
  const tank = await request.post("/api/v1/FuelTanks", {
    headers,
    data: { vesselId, name: options.tankName, fuelTypeId: "default-hfo", fuelConsumptionSources: [1] },
  });
  expect(tank.status(), await tank.text()).toBe(201);
  const fuelTankId = ((await tank.json()) as { id: string }).id;
  const create = async (data: Record<string, unknown>) => {
    const response = await request.post("/api/v1/EmissionReportVesselEvents", {
      headers,
      data: { vesselId, ...data },
    });
    expect(response.status(), await response.text()).toBe(201);
    const event = (await response.json()) as { id: string; version: number };
    const confirmed = await request.put(`/api/v1/EmissionReportVesselEvents/${event.id}`, {
      headers,
      data: { version: event.version, isConfirmed: true },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    return event;
  };
  const departure = await create({
    timestamp: at(fromDaysAgo),
    type: "Departure",
    voyage: { name: `${label} voyage ${minute}`, type: "Ballast" },
    port: { name: "Rotterdam", loCode: "NLRTM" },
  });
  await create({
    timestamp: at(fromDaysAgo - 2),
    type: "Arrival",
    port: { name: "Hamburg", loCode: "DEHAM" },
  });
  await create({
    timestamp: at(fromDaysAgo - 3),
    type: "Departure",
    voyage: { name: `${label} next ${minute}`, type: "Ballast" },
    port: { name: "Hamburg", loCode: "DEHAM" },
  });
  const information = await request.post(
    `/api/v1/EmissionReportVesselEvents/${departure.id}/ConfirmVoyageInformation`,
    { headers },
  );
  expect(information.ok(), await information.text()).toBe(true);
  return { vesselId, departureId: departure.id, fuelTankId, headers };
}
