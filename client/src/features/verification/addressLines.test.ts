import { describe, expect, it } from "vitest";
import { VERIFICATION_ADDRESS_MESSAGES } from "../../../../domain/companies/schemas";
import { addressLines } from "./addressLines";

describe("addressLines", () => {
  it("reads one address a line or separated by commas, empty lines ignored", () => {
    expect(addressLines(" a@x.no\n\nb@y.no, c@z.no ")).toEqual({ addresses: ["a@x.no", "b@y.no", "c@z.no"] });
    expect(addressLines("")).toEqual({ addresses: [] });
  });

  it("says what is wrong as the server would", () => {
    expect(addressLines("a@x.no\nnope")).toEqual({ error: VERIFICATION_ADDRESS_MESSAGES.invalid("nope") });
    expect(addressLines("a@x.no\nA@x.no")).toEqual({
      error: VERIFICATION_ADDRESS_MESSAGES.repeated("A@x.no"),
    });
  });
});
