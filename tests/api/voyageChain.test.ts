import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainStatus } from "../../domain/ledger/streamChain.js";
import type { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import { type demoTokens, startAuroraVoyageServer } from "../support/auroraVoyages.js";
import type { TestServer } from "../support/testServer.js";

let server: TestServer;
let t: Awaited<ReturnType<typeof demoTokens>>;
let vesselId: string;
const departure = "0e0e0f00-0000-4000-8000-000000000011";

beforeAll(async () => {
  ({ server, t, vesselId } = await startAuroraVoyageServer(
    [
      departure,
      "0e0e0f00-0000-4000-8000-000000000012",
      "0e0e0f00-0000-4000-8000-000000000013",
      "0e0e0f00-0000-4000-8000-000000000014",
    ],
    "voyage-chain-test",
  ));
});
afterAll(async () => {
  await server.close();
});

const status = (token = t.super) =>
  server.api<ChainStatus>("GET", `/Audit/Voyages/${departure}/Verification`, { token });

/** The SQLite store under the server, written to as someone with database access would. */
const db = () => (server.ctx.store as unknown as SqliteEventStore).db;
const stream = () => `voyagelog-${vesselId}`;

describe("a voyage's chain in the History view", () => {
  it("counts the events recorded after the latest checkpoint as not yet covered", async () => {
    const answer = await status();
    expect(answer.status).toBe(200);
    expect(answer.body.pending).toBeGreaterThan(0);
    expect(answer.body.broken).toBeNull();
  });

  it("after a checkpoint: every event verified by its inclusion proof, with the checkpoint's time and key", async () => {
    const signed = await server.api<{ time: string; keyFingerprint: string; treeSize: number }>(
      "POST",
      "/Verification/Checkpoint",
      { token: t.admin },
    );
    expect(signed.status).toBe(201);
    const answer = await status();
    const events = db().prepare("SELECT count(*) AS n FROM events WHERE stream = ?").get(stream()) as {
      n: number;
    };
    expect(answer.body).toEqual({
      state: "intact",
      events: events.n,
      pending: 0,
      checkpoint: expect.objectContaining({
        time: signed.body.time,
        keyFingerprint: signed.body.keyFingerprint,
        treeSize: signed.body.treeSize,
      }),
      broken: null,
      problem: null,
    });
    // A crew member of the company who sees the vessel may read it; another company may not find it.
    expect((await status(t.other)).status).toBe(404);
    expect(
      (
        await server.api("GET", "/Audit/Voyages/0e0e0f00-0000-4000-8000-0000000000ff/Verification", {
          token: t.super,
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.api("GET", "/Audit/Voyages/not-an-id/Verification", { token: t.super })).status,
    ).toBe(400);
  });

  it("a past event's data edited in the store: broken, naming that event", async () => {
    const row = db()
      .prepare("SELECT id, data FROM events WHERE stream = ? AND version = 3")
      .get(stream()) as { id: string; data: string };
    db().prepare("UPDATE events SET data = json_set(data, '$.tampered', 1) WHERE id = ?").run(row.id);
    try {
      const answer = await status();
      expect(answer.status).toBe(200);
      expect(answer.body.state).toBe("broken");
      expect(answer.body.events).toBe(3);
      expect(answer.body.broken).toMatchObject({ eventId: row.id, version: 3 });
      expect(answer.body.broken?.reason).toContain("its content or place was changed");
    } finally {
      db().prepare("UPDATE events SET data = ? WHERE id = ?").run(row.data, row.id);
    }
    expect((await status()).body.state).toBe("intact");
  });

  it("an event of the stream deleted: broken, naming the event after the gap", async () => {
    const next = db().prepare("SELECT id FROM events WHERE stream = ? AND version = 3").get(stream()) as {
      id: string;
    };
    db().prepare("DELETE FROM events WHERE stream = ? AND version = 2").run(stream());
    const answer = await status();
    expect(answer.body.state).toBe("broken");
    expect(answer.body.broken).toMatchObject({ eventId: next.id, version: 3 });
    expect(answer.body.problem).toContain("missing or moved");
  });
});
