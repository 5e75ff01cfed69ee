import type { ServerConfig } from "../../config.js";

/** What the client's maps need to know: the tile server, or none (the offline base map). */
export function mapSettingsOf(config: Pick<ServerConfig, "MAP_TILE_URL" | "MAP_TILE_ATTRIBUTION">) {
  return { tileUrl: config.MAP_TILE_URL ?? null, tileAttribution: config.MAP_TILE_ATTRIBUTION ?? null };
}

/**
 * The image origin the Content-Security-Policy must allow for the tiles: scheme and host of the
 * template, with a `{s}` subdomain placeholder as a wildcard (`https://*.tile.example.com`).
 */
export function tileImageOrigins(tileUrl: string | undefined): string[] {
  if (!tileUrl) return [];
  const match = /^(https?):\/\/([^/?#]+)/.exec(tileUrl);
  if (!match) return [];
  const host = (match[2] as string).replace(/\{s\}/g, "*").replace(/\{[^}]*\}/g, "*");
  return [`${match[1]}://${host}`];
}
