import { z } from "zod";

/**
 * The MRV and IMO DCS report figures as answered with ?format=json (and in the voyage replay), shared by
 * the server, the client and the OpenAPI document. The report functions (mrv.ts, imoDcs.ts) return these.
 */

export const reportPortAnswer = z.object({ name: z.string(), loCode: z.string(), isMrvPort: z.boolean() });

export const mrvFuelLineAnswer = z.object({
  fuelType: z.string(),
  tonnes: z.number(),
  co2FactorTonnesPerTonne: z.number(),
  co2Tonnes: z.number(),
});

export const transportWorkLineAnswer = z.object({
  /** Cargo unit x nautical miles, e.g. "Tonnes x nm". */
  unit: z.string(),
  value: z.number(),
});

/** How a voyage touches the member states (MRV Art. 10(b)-(d)). */
export const MRV_SCOPES = ["betweenMemberStates", "departingMemberState", "arrivingMemberState"] as const;

const gases = {
  co2Tonnes: z.number(),
  /** CH4 and N2O (Regulation (EU) 2023/957; factors in docs/regulatory.md), 6 decimals. */
  ch4Tonnes: z.number(),
  n2oTonnes: z.number(),
  /** CO2 + CH4 + N2O as CO2e, GWP100 of the EU monitoring rules (AR5: CH4 28, N2O 265). */
  co2eTonnes: z.number(),
};

/** The voyage a voyage report is of: its name, ports and times. */
const voyageHeaderAnswer = z.object({
  name: z.string(),
  departurePort: reportPortAnswer,
  departureAt: z.string(),
  arrivalPort: reportPortAnswer,
  arrivalAt: z.string(),
});

/** The per-voyage MRV record of Art. 9. */
export const mrvVoyageReportAnswer = z.object({
  voyage: voyageHeaderAnswer,
  scope: z.enum(MRV_SCOPES),
  /** Fuel burnt at sea, departure to arrival; the gases at sea. */
  fuels: z.array(mrvFuelLineAnswer),
  ...gases,
  /** Fuel types whose CH4/N2O factors are unknown (counted 0). */
  ch4N2oFactorsMissingFor: z.array(z.string()),
  distanceNm: z.number(),
  timeAtSeaHours: z.number(),
  cargo: z.array(z.object({ unit: z.string(), amount: z.number() })),
  /** In the first cargo unit x nm; null without cargo units. */
  transportWork: z.number().nullable(),
  transportWorkUnit: z.string().nullable(),
  transportWorkByUnit: z.array(transportWorkLineAnswer),
  /** At berth after the arrival, up to the next departure; counted in the annual report only in a member-state port. */
  atBerth: z.object({
    port: reportPortAnswer,
    from: z.string(),
    to: z.string(),
    hours: z.number(),
    inMemberStatePort: z.boolean(),
    fuels: z.array(mrvFuelLineAnswer),
    ...gases,
  }),
});

/** The annual MRV figures of Art. 10 over the year's MRV voyages. */
export const mrvYearlyReportAnswer = z.object({
  year: z.number().int(),
  voyageCount: z.number().int(),
  /** At sea on MRV voyages plus at berth in member-state ports. */
  fuels: z.array(mrvFuelLineAnswer),
  co2Tonnes: z.number(),
  co2BetweenMsPortsTonnes: z.number(),
  co2DepartingMsPortsTonnes: z.number(),
  co2ArrivingMsPortsTonnes: z.number(),
  co2AtBerthTonnes: z.number(),
  /** CH4 and N2O over the same fuel as co2Tonnes, 6 decimals; CO2e as the voyage report. */
  ch4Tonnes: z.number(),
  n2oTonnes: z.number(),
  co2eTonnes: z.number(),
  ch4N2oFactorsMissingFor: z.array(z.string()),
  distanceNm: z.number(),
  timeAtSeaHours: z.number(),
  transportWork: z.number().nullable(),
  transportWorkUnit: z.string().nullable(),
  transportWorkByUnit: z.array(transportWorkLineAnswer),
  /** Art. 10(h): null where the divisor is zero. */
  averageEnergyEfficiency: z.object({
    fuelPerDistanceKgPerNm: z.number().nullable(),
    co2PerDistanceKgPerNm: z.number().nullable(),
    fuelPerTransportWorkGrams: z.number().nullable(),
    co2PerTransportWorkGrams: z.number().nullable(),
  }),
});

export const imoFuelLineAnswer = z.object({
  fuelType: z.string(),
  tonnes: z.number(),
  /** The methods the tonnes were measured with, e.g. "Flow meters" or "Flow meters, Tank monitoring". */
  method: z.string(),
});

/** An IMO DCS voyage: everything burnt on it, at sea and at berth. */
export const imoVoyageReportAnswer = z.object({
  voyage: voyageHeaderAnswer.extend({ endOfVoyageAt: z.string() }),
  fuels: z.array(imoFuelLineAnswer),
  distanceNm: z.number(),
  hoursUnderway: z.number(),
});

export const imoShipParticularsAnswer = z.object({
  imoNumber: z.string(),
  shipName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  shipType: z.string(),
  grossTonnage: z.number().nullable(),
  netTonnage: z.number().nullable(),
  deadweight: z.number().nullable(),
  /** Rated power of 130 kW and above, else null. */
  mainEnginesPowerKw: z.number().nullable(),
  auxiliaryEnginesPowerKw: z.number().nullable(),
  eedi: z.number().nullable(),
  eexi: z.number().nullable(),
  iceClass: z.string(),
});

export const imoCiiAnswer = z.object({
  attained: z.number().nullable(),
  required: z.number().nullable(),
  rating: z.enum(["A", "B", "C", "D", "E"]).nullable(),
  capacityBasis: z.enum(["DWT", "GT"]).nullable(),
  capacity: z.number().nullable(),
  co2Tonnes: z.number(),
  note: z.string().nullable(),
});

/** The IMO DCS annual report (MEPC.348(78) Appendix IX). */
export const imoYearlyReportAnswer = imoShipParticularsAnswer.extend({
  year: z.number().int(),
  fuels: z.array(imoFuelLineAnswer),
  distanceNm: z.number(),
  hoursUnderway: z.number(),
  cii: imoCiiAnswer,
});

/** ?format=json adds the moment the figures stood at (?at=), or null for now. */
const asOf = { at: z.string().nullable() };
export const mrvVoyageReportJson = mrvVoyageReportAnswer.extend(asOf);
export const imoVoyageReportJson = imoVoyageReportAnswer.extend(asOf);
export const mrvYearlyReportJson = mrvYearlyReportAnswer.extend(asOf);
export const imoYearlyReportJson = imoYearlyReportAnswer.extend(asOf);

/** POST /EmissionReportVesselEvents/{departureId}/UploadDnvVoyageData: the file sent to the class society. */
export const voyageFileSentAnswer = z.object({ message: z.string(), fileName: z.string() });

/** POST /EmissionReport/Upload/{vesselId} (201): the voyages and vessel events the filled template wrote. */
export const templateWrittenAnswer = z.object({ voyages: z.number().int(), events: z.number().int() });
