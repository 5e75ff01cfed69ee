import { describe, expect, it } from "vitest";
import { storedJson, storedMetadataJson } from "./storedJson.js";

describe("storedJson", () => {
  it("writes JSON.stringify's value with members in canonical order", () => {
    expect(storedJson("s", { b: [undefined], a: new Date(0), 10: 1, 9: 2 })).toBe(
      '{"10":1,"9":2,"a":"1970-01-01T00:00:00.000Z","b":[null]}',
    );
  });

  it("refuses a value JSON.stringify writes nothing for, naming the stream", () => {
    for (const nothing of [undefined, () => 1, Symbol("s"), { toJSON: () => undefined }])
      expect(() => storedJson("voyagelog-1", nothing)).toThrow(
        /append to voyagelog-1: event data must be JSON/,
      );
  });
});

describe("storedMetadataJson", () => {
  it("is the caller's metadata and the store's recordedAt, which no caller's member overrides", () => {
    const metadata = { userId: "u", companyId: null, correlationId: "c", causationId: null };
    const sneaky = { ...metadata, recordedAt: "1999-01-01T00:00:00.000Z", extra: 1 };
    expect(storedMetadataJson("s", sneaky, "2026-11-30T10:00:00.000Z")).toBe(
      '{"causationId":null,"companyId":null,"correlationId":"c","extra":1,"recordedAt":"2026-11-30T10:00:00.000Z","userId":"u"}',
    );
  });
});
