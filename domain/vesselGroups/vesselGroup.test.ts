import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import { MAX_VESSEL_GROUPS_PER_COMPANY } from "./rules.js";
import {
  addVesselToGroup,
  createVesselGroup,
  removeVesselFromGroup,
  renameVesselGroup,
  VESSEL_GROUP_MESSAGES,
  vesselGroupAggregate,
  vesselGroupNameRequest,
} from "./vesselGroup.js";

describe("vessel group decisions", () => {
  const created = createVesselGroup(vesselGroupAggregate.initialState, {
    vesselGroupId: "g",
    companyId: "nb",
    name: "Capesize",
    groupsInCompany: 0,
  });
  const state = foldEvents(vesselGroupAggregate, created);

  it("needs a name of at most 15 characters (spec 1 §5)", () => {
    expect(() => renameVesselGroup(state, { vesselGroupId: "g", name: "  " })).toThrow(
      VESSEL_GROUP_MESSAGES.nameRequired,
    );
    expect(() => renameVesselGroup(state, { vesselGroupId: "g", name: "x".repeat(16) })).toThrow(
      VESSEL_GROUP_MESSAGES.nameTooLong,
    );
    expect(vesselGroupNameRequest.safeParse({}).error?.issues[0]?.message).toBe(
      VESSEL_GROUP_MESSAGES.nameRequired,
    );
  });

  it("refuses a group beyond the company's maximum", () => {
    const command = { vesselGroupId: "h", companyId: "nb", name: "One more" };
    expect(
      createVesselGroup(vesselGroupAggregate.initialState, {
        ...command,
        groupsInCompany: MAX_VESSEL_GROUPS_PER_COMPANY - 1,
      }),
    ).toHaveLength(1);
    expect(() =>
      createVesselGroup(vesselGroupAggregate.initialState, {
        ...command,
        groupsInCompany: MAX_VESSEL_GROUPS_PER_COMPANY,
      }),
    ).toThrow(VESSEL_GROUP_MESSAGES.tooMany);
  });

  it("adds a vessel of its company once and removes it", () => {
    expect(() =>
      addVesselToGroup(state, { vesselGroupId: "g", vesselId: "v", vesselCompanyId: "at" }),
    ).toThrow();
    const added = addVesselToGroup(state, { vesselGroupId: "g", vesselId: "v", vesselCompanyId: "nb" });
    const withVessel = foldEvents(vesselGroupAggregate, [...created, ...added]);
    expect(
      addVesselToGroup(withVessel, { vesselGroupId: "g", vesselId: "v", vesselCompanyId: "nb" }),
    ).toEqual([]);
    expect(removeVesselFromGroup(withVessel, { vesselGroupId: "g", vesselId: "v" })).toHaveLength(1);
  });
});
