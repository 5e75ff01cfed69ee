import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO } from "./support.js";

/** An access token of a demo user, for calls a spec makes beside the page. */
export async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post("/api/v1/Authenticate", {
    data: { username: who.email, password: who.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/**
 * A vessel's emission settings made complete through the API (the vessel settings screen is another
 * spec's subject): general data, cargo unit 1 and one manual HFO flow meter named `meterName`.
 */
export async function completeEmissionSettings(
  request: APIRequestContext,
  vesselId: string,
  options: {
    meterName: string;
    particulars: {
      mainPropulsionPower: number;
      deadweight: number;
      netTonnage: number;
      grossTonnage: number;
    };
  },
): Promise<void> {
  const superToken = await tokenOf(request, DEMO.superUser);
  const adminToken = await tokenOf(request, DEMO.admin);
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const vesselTypes = (await (
    await request.get("/api/v1/VesselTypes", { headers: as(superToken) })
  ).json()) as {
    id: number;
  }[];
  const settings = await request.put(`/api/v1/Vessels/${vesselId}/EmissionSettings`, {
    headers: as(superToken),
    data: {
      portOfRegistry: "Oslo",
      homePort: "Bergen",
      ownerCompanyName: "Nordic Bulk AS",
      ownerCompanyAddress: "Strandveien 1, Oslo",
      operatorCompanyName: "Nordic Bulk Management AS",
      operatorCompanyAddress: "Strandveien 1, Oslo",
      emissionsContactPersonName: "Ingrid Berg",
      emissionsContactPersonAddress: "Strandveien 1, Oslo",
      emissionsContactPersonPhone: "+47 22 00 00 00",
      emissionsContactPersonEmail: "emissions@nordicbulk.demo",
      energyEfficiencyDesignIndex: 4.2,
      estimatedIndexValue: 4.5,
      auxiliaryEnginesPower: 1800,
      ...options.particulars,
      vesselTypeId: vesselTypes[0]?.id,
      iceClassId: null,
      numberOfShafts: 1,
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  // Adding a unit the vessel carries already changes nothing (and answers 200).
  const cargo = await request.post(`/api/v1/VesselAdministrations/${vesselId}/AddCargoUnit`, {
    headers: as(adminToken),
    data: { vesselId, cargoUnitId: 1 },
  });
  expect(cargo.ok(), await cargo.text()).toBe(true);
  const fuelTypes = (await (await request.get("/api/v1/FuelTypes", { headers: as(superToken) })).json()) as {
    id: string;
    shortName: string;
  }[];
  const meter = await request.post("/api/v1/FlowMeters", {
    headers: as(superToken),
    data: {
      vesselId,
      name: options.meterName,
      fuelTypeId: (fuelTypes.find((t) => t.shortName === "HFO") ?? fuelTypes[0])?.id,
      fuelConsumptionSources: [1],
    },
  });
  // A retried test finds the meter its first attempt made (names are unique per vessel).
  const meterAnswer = await meter.text();
  expect(meter.ok() || meterAnswer.includes(`name ${options.meterName} already exists`), meterAnswer).toBe(
    true,
  );
}
