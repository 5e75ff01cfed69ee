import { describe, expect, it } from "vitest";
import { excludedText, termsText } from "./indicationText";

describe("charter-party indication texts", () => {
  it("names the terms applied", () => {
    expect(
      termsText({ maxBeaufort: 4, fuelAllowancePct: 5, speedAllowanceKn: 0.5 }, "ME Fuel Mass Flow"),
    ).toBe(
      'Good weather only (true wind up to Beaufort 4), ME Fuel Mass Flow only, against the curve at the mean speed through water with "about" 0.5 kn and "about" 5.0 %.',
    );
  });
  it("lists the hours left out by reason, skipping reasons without hours", () => {
    expect(
      excludedText(
        { badWeather: 12, noWeatherData: 0, noLogData: 168.25, notOnPassage: 0 },
        "ME Fuel Mass Flow",
      ),
    ).toBe(
      "Left out: 12.0 h of bad weather, 168.3 h without speed or consumption logged. Consumers other than ME Fuel Mass Flow (auxiliary engines, boilers) are not compared.",
    );
    expect(excludedText({ badWeather: 0, noWeatherData: 0, noLogData: 0, notOnPassage: 0 }, null)).toBe(
      "Consumers other than the curve's (auxiliary engines, boilers) are not compared.",
    );
  });
});
