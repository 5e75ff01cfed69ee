import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import {
  ACCESS_GROUP_NAME_TAKEN,
  ACCESS_GROUP_NOT_EMPTY,
  type AccessGroupEvent,
  accessGroupAggregate,
  addUserToAccessGroup,
  createAccessGroup,
  DEFAULT_GROUP_FIXED,
  deleteAccessGroup,
  removeUserFromAccessGroup,
  renameAccessGroup,
} from "./accessGroup.js";

const create = (isDefault: boolean): AccessGroupEvent[] =>
  createAccessGroup(accessGroupAggregate.initialState, {
    groupId: "g",
    companyId: "nb",
    name: "Crew",
    isDefault,
    nameTaken: false,
  });

describe("access group decisions", () => {
  it("renames unless the name is taken; keeping its own name changes nothing", () => {
    const s = foldEvents(accessGroupAggregate, create(false));
    expect(renameAccessGroup(s, { groupId: "g", name: "Crew", nameTaken: false })).toEqual([]);
    expect(() => renameAccessGroup(s, { groupId: "g", name: "Office", nameTaken: true })).toThrow(
      ACCESS_GROUP_NAME_TAKEN,
    );
    expect(renameAccessGroup(s, { groupId: "g", name: " Office ", nameTaken: false })).toEqual([
      { type: "AccessGroupRenamed", data: { groupId: "g", name: "Office" } },
    ]);
  });

  it("never renames or deletes a default group", () => {
    const s = foldEvents(accessGroupAggregate, create(true));
    expect(() => renameAccessGroup(s, { groupId: "g", name: "X", nameTaken: false })).toThrow(
      DEFAULT_GROUP_FIXED,
    );
    expect(() => deleteAccessGroup(s, { groupId: "g" })).toThrow(DEFAULT_GROUP_FIXED);
  });

  it("deletes only an empty group", () => {
    const events = [...create(false)];
    let s = foldEvents(accessGroupAggregate, events);
    events.push(...addUserToAccessGroup(s, { groupId: "g", userId: "u", userCompanyId: "nb" }));
    s = foldEvents(accessGroupAggregate, events);
    expect(() => deleteAccessGroup(s, { groupId: "g" })).toThrow(ACCESS_GROUP_NOT_EMPTY);
    expect(() => addUserToAccessGroup(s, { groupId: "g", userId: "x", userCompanyId: "at" })).toThrow(
      /company/,
    );
    events.push(...removeUserFromAccessGroup(s, { groupId: "g", userId: "u" }));
    s = foldEvents(accessGroupAggregate, events);
    expect(deleteAccessGroup(s, { groupId: "g" })[0]?.type).toBe("AccessGroupDeleted");
  });
});
