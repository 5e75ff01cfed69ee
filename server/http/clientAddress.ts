import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address a request came from, as the sign-in and password-reset throttles count it. Behind `hops`
 * proxies that each append the address they saw to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`, `npm run cluster`'s proxy), it is the entry `hops` places from the end:
 * what the nearest trusted proxy saw. Entries before it were written by the client and are ignored. With
 * `hops` 0 (TRUSTED_PROXY_HOPS unset), or a header with fewer entries, it is the connection's peer.
 */
export function forwardedAddress(peer: string, forwardedFor: string | undefined, hops: number): string {
  if (hops <= 0 || !forwardedFor) return peer;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops]! : peer;
}

export function clientAddress(c: Context, hops: number): string {
  let peer = "unknown";
  try {
    peer = getConnInfo(c).remote.address ?? "unknown";
  } catch {}
  return forwardedAddress(peer, c.req.header("x-forwarded-for"), hops);
}
