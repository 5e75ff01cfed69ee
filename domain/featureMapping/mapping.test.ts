import { describe, expect, it } from "vitest";
import { featureMappingProjection } from "../../projections/featureMapping/featureMapping.js";
import { replay } from "../../projections/projection.js";
import type { StoredKeelsonEvent } from "../index.js";
import { ValidationError } from "../shared/errors.js";
import {
  configureFeatureMapping,
  effectiveFeatureMapping,
  type FeatureConfig,
  featureMappingAggregate,
  featureMappingRequestSchema,
} from "./mapping.js";

const VESSEL = "00000000-0000-4000-8000-00000000f001";
const variables = [
  { id: 11, name: "STW log", unit: "knot", taxa: ["ISO 19030: Speed through water"] },
  { id: 12, name: "GPS speed", unit: "knot", taxa: ["Navigation: GPS"] },
];
const stw: FeatureConfig = {
  featureName: "Speed Through Water",
  logVariableId: 12,
  intervalSeconds: 10,
  min: 0,
  max: 25,
  frozenLimitMinutes: 20,
};

const stored = (data: unknown, n: number) =>
  ({
    type: "FeatureMappingConfigured",
    data,
    streamName: `featuremapping-${VESSEL}`,
    streamVersion: n,
    position: n,
    id: String(n),
    metadata: {
      userId: "u1",
      companyId: null,
      correlationId: "c",
      causationId: null,
      recordedAt: "2025-01-01T00:00:00Z",
    },
  }) as unknown as StoredKeelsonEvent;

describe("feature mapping", () => {
  it("follows the suggestion with defaults until a feature is configured", () => {
    const mapping = effectiveFeatureMapping({}, variables);
    expect(mapping.find((f) => f.featureName === "Speed Through Water")).toMatchObject({
      logVariableId: 11,
      intervalSeconds: 60,
      min: 0,
      max: 30,
      frozenLimitMinutes: 45,
      configured: false,
    });
    expect(mapping.find((f) => f.featureName === "Shaft Power")?.logVariableId).toBeNull();
  });

  it("gives shaft power a default valid range of 0 to 110 % of the vessel's MCR", () => {
    const power = (p: { maxContinuousRating: number | null } | null) =>
      effectiveFeatureMapping({}, variables, p).find((f) => f.featureName === "Shaft Power")!;
    expect(power({ maxContinuousRating: 9960 })).toMatchObject({ min: 0, max: 10_956 });
    expect(power({ maxContinuousRating: null })).toMatchObject({ min: 0, max: 100_000 });
    expect(power(null)).toMatchObject({ min: 0, max: 100_000 });
  });

  it("records the features sent, refuses a variable of another vessel, a reversed range and a feature twice", () => {
    const ids = new Set([11, 12]);
    const events = configureFeatureMapping(featureMappingAggregate.initialState, {
      vesselId: VESSEL,
      features: [stw],
      variableIds: ids,
    });
    expect(events).toEqual([
      { type: "FeatureMappingConfigured", data: { vesselId: VESSEL, features: [stw] } },
    ]);
    const run = (features: FeatureConfig[]) => () =>
      configureFeatureMapping(featureMappingAggregate.initialState, {
        vesselId: VESSEL,
        features,
        variableIds: ids,
      });
    expect(run([{ ...stw, logVariableId: 99 }])).toThrow(ValidationError);
    expect(run([{ ...stw, min: 30 }])).toThrow("min must be below max");
    expect(run([stw, stw])).toThrow("configured twice");
  });

  it("merges configurations per feature in the read model; the rest keep the suggestion", () => {
    const sog: FeatureConfig = { ...stw, featureName: "Speed Over Ground", logVariableId: 12 };
    const state = replay(featureMappingProjection, [
      stored({ vesselId: VESSEL, features: [stw] }, 1),
      stored({ vesselId: VESSEL, features: [sog] }, 2),
    ]);
    const configured = state.byVesselId[VESSEL]!;
    expect(Object.keys(configured).sort()).toEqual(["Speed Over Ground", "Speed Through Water"]);
    const mapping = effectiveFeatureMapping(configured, variables);
    expect(mapping.find((f) => f.featureName === "Speed Through Water")).toMatchObject({
      logVariableId: 12,
      configured: true,
    });
    expect(mapping.find((f) => f.featureName === "Heading")?.configured).toBe(false);
  });

  it("validates the request with messages a person can act on", () => {
    const bad = featureMappingRequestSchema.safeParse({ features: [{ ...stw, featureName: "Warp speed" }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain("must be one of Speed Through Water");
    expect(
      featureMappingRequestSchema.safeParse({ features: [{ ...stw, intervalSeconds: 0 }] }).success,
    ).toBe(false);
  });
});
