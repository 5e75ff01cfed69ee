import { describe, expect, it } from "vitest";
import { ApiError, recordConflictOf } from "./ApiError";
import { toApiError } from "./httpClient";

describe("recordConflictOf", () => {
  it("reads who changed the record, when and its version from a stale-version 409", () => {
    const error = toApiError(409, {
      message: "This record was changed by Ingrid Solberg at 2026-11-23 23:40 UTC in the meantime.",
      code: "changedMeanwhile",
      changedBy: { id: "u1", name: "Ingrid Solberg" },
      changedAt: "2026-11-23T23:40:12.000Z",
      version: 7,
    });
    expect(recordConflictOf(error)).toEqual({
      message: "This record was changed by Ingrid Solberg at 2026-11-23 23:40 UTC in the meantime.",
      changedByName: "Ingrid Solberg",
      changedAt: "2026-11-23T23:40:12.000Z",
      version: 7,
    });
  });

  it("is null for a 409 that is not a stale version (a duplicate name) and for other errors", () => {
    expect(
      recordConflictOf(toApiError(409, { message: "A user with that email already exists." })),
    ).toBeNull();
    expect(recordConflictOf(new ApiError(400, "bad"))).toBeNull();
    expect(recordConflictOf(new Error("x"))).toBeNull();
  });

  it("names nobody when the answer does not (the user was deleted)", () => {
    const error = toApiError(409, { message: "m", code: "changedMeanwhile", changedBy: null, version: 3 });
    expect(recordConflictOf(error)).toMatchObject({ changedByName: null, changedAt: null, version: 3 });
  });
});
