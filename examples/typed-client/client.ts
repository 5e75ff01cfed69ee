import createClient from "openapi-fetch";
import type { paths } from "./generated/api.js";

/**
 * A typed integration with Keelson's API: the types come from the served OpenAPI document
 * (`npm run generate` here, or `generateTypes`), the calls go through openapi-fetch. Every answer
 * below is typed by its documented schema — no casts, no hand-written interfaces.
 */
export interface FleetSnapshot {
  serverVersion: string;
  signedInAs: string;
  role: string;
  company: string;
  groups: { name: string; vessels: string[] }[];
  documents: { vessel: string; files: number; usedBytes: number; quotaBytes: number } | null;
}

/** Signs in with a user's e-mail and password, then reads what the user's company looks like. */
export async function fleetSnapshot(
  baseUrl: string,
  username: string,
  password: string,
): Promise<FleetSnapshot> {
  const api = createClient<paths>({ baseUrl: `${baseUrl}/api/v1` });

  const version = await api.GET("/Version");
  if (!version.data) throw new Error("The server did not tell its version.");

  const signIn = await api.POST("/Authenticate", { body: { username, password } });
  if (!signIn.data) throw new Error(`Sign-in refused: ${signIn.error?.message ?? signIn.response.status}`);
  const headers = { Authorization: `Bearer ${signIn.data.access}` };

  const me = await api.GET("/Users/Get", { headers });
  if (!me.data) throw new Error(`Who am I? ${me.error?.message ?? me.response.status}`);

  const groups = await api.GET("/VesselGroups", { headers });
  if (!groups.data) throw new Error(`Vessel groups: ${groups.error?.message ?? groups.response.status}`);

  const first = groups.data.flatMap((group) => group.vessels)[0];
  let documents: FleetSnapshot["documents"] = null;
  if (first) {
    const files = await api.GET("/VesselFiles", { params: { query: { vesselId: first.id } }, headers });
    if (!files.data) throw new Error(`Documents: ${files.error?.message ?? files.response.status}`);
    documents = {
      vessel: first.name,
      files: files.data.files.length,
      usedBytes: files.data.usedBytes,
      quotaBytes: files.data.quotaBytes,
    };
  }

  return {
    serverVersion: version.data.version,
    signedInAs: me.data.name,
    role: me.data.role,
    company: me.data.companyName,
    groups: groups.data.map((group) => ({ name: group.name, vessels: group.vessels.map((v) => v.name) })),
    documents,
  };
}
