import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { clientContentSecurityPolicy } from "../../http/securityHeaders.js";
import { mapSettingsOf, tileImageOrigins } from "./mapSettings.js";

describe("map settings", () => {
  it("answer no tile server when none is configured (the offline base map)", () => {
    expect(mapSettingsOf(loadConfig({}))).toEqual({ tileUrl: null, tileAttribution: null });
    expect(tileImageOrigins(undefined)).toEqual([]);
  });

  it("let the policy load images from the configured tile server only", () => {
    const config = loadConfig({ MAP_TILE_URL: "https://{s}.tile.example.com/{z}/{x}/{y}.png" });
    expect(mapSettingsOf(config).tileUrl).toBe("https://{s}.tile.example.com/{z}/{x}/{y}.png");
    expect(tileImageOrigins(config.MAP_TILE_URL)).toEqual(["https://*.tile.example.com"]);
    expect(
      clientContentSecurityPolicy(tileImageOrigins("http://localhost:8080/tiles/{z}/{x}/{y}.png")),
    ).toContain("img-src 'self' data: blob: http://localhost:8080");
  });

  it("refuse a tile URL without its placeholders or of another scheme", () => {
    expect(() => loadConfig({ MAP_TILE_URL: "https://tile.example.com/tiles.png" })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: "javascript:alert(1)//{z}/{x}/{y}" })).toThrow(/MAP_TILE_URL/);
  });
});
