import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";
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
 * departure a day after that), every event confirmed and the voyage information confirmed. Voyages an
 * earlier attempt recorded under the same label are taken back first: a retry's random minute does not
 * keep its voyage out of the days the first attempt's confirmed voyage spans.
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
  await removeVoyagesNamed(request, vesselId, `${label} `);
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

interface VoyageSummary {
  departureId: string;
  departedAt: string;
  voyage: { name: string } | null;
}
interface VoyageWithEvents {
  isInformationConfirmed: boolean;
  isDataConfirmed: boolean;
  events: { id: string; type: string; timestamp: string }[];
}

/**
 * Through the API, as the super user: the vessel's voyages whose name starts with `namePrefix` are taken
 * back, so that a retried test starts from the fleet it expects rather than from its failed attempt's
 * voyages. In the order the rules allow: the voyages' data unconfirmed; their entered consumptions deleted
 * (possible only while the information is confirmed; left, they would be offered for clearing to the next
 * voyage over the same days) and their ship-to-ship transfers; the information unconfirmed (a departure
 * that ends a voyage stays confirmed while that voyage's information is); then each event unconfirmed and
 * deleted.
 */
export async function removeVoyagesNamed(request: APIRequestContext, vesselId: string, namePrefix: string) {
  const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.superUser)}` };
  const ok = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return answer;
  };
  const get = async <T>(path: string) =>
    (await (await ok(request.get(`/api/v1${path}`, { headers }))).json()) as T;
  const voyages = await Promise.all(
    (await get<VoyageSummary[]>(`/Vessel/${vesselId}/Voyages`))
      .filter((v) => v.voyage?.name.startsWith(namePrefix))
      .map(async ({ departureId }) => ({
        departureId,
        ...(await get<VoyageWithEvents>(`/Voyages/${departureId}?vesselId=${vesselId}`)),
      })),
  );
  const step = (departureId: string, name: string) =>
    ok(request.post(`/api/v1/EmissionReportVesselEvents/${departureId}/${name}`, { headers }));
  // A voyage's events include the departure that ends it. A departure may be deleted only between
  // departures, so the other events go first, latest first.
  const eventIds = [
    ...new Set(
      voyages
        .flatMap((voyage) => voyage.events)
        .sort(
          (a, b) =>
            Number(a.type === "Departure") - Number(b.type === "Departure") ||
            b.timestamp.localeCompare(a.timestamp),
        )
        .map((event) => event.id),
    ),
  ];
  for (const voyage of voyages)
    if (voyage.isDataConfirmed) await step(voyage.departureId, "UnconfirmVoyageData");
  for (const id of eventIds)
    for (const consumption of await get<{ id: string }[]>(
      `/FlowMeterFuelConsumptions/Find?vesselEventId=${id}`,
    ))
      await ok(request.delete(`/api/v1/FlowMeterFuelConsumptions/${consumption.id}`, { headers }));
  // Ship-to-ship transfers belong to the vessel at their time, not to an event: left, they would show in
  // the next voyage over the same days.
  for (const { departureId } of voyages)
    for (const transfer of await get<{ id: string }[]>(
      `/ShipToShipTransfers/Find?departureId=${departureId}`,
    ))
      await ok(request.delete(`/api/v1/ShipToShipTransfers/${transfer.id}`, { headers }));
  for (const voyage of voyages)
    if (voyage.isInformationConfirmed) await step(voyage.departureId, "UnconfirmVoyageInformation");
  for (const id of eventIds) {
    const event = await get<{ version: number; isConfirmed: boolean }>(`/EmissionReportVesselEvents/${id}`);
    if (event.isConfirmed)
      await ok(
        request.put(`/api/v1/EmissionReportVesselEvents/${id}`, {
          headers,
          data: { version: event.version, isConfirmed: false },
        }),
      );
    await ok(request.delete(`/api/v1/EmissionReportVesselEvents/${id}`, { headers }));
  }
}
