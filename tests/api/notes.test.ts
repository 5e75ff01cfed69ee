import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import { notesOfVessel, notesProjection } from "../../projections/notes/notes.js";
import { serverStores } from "../support/storeFixtures.js";
import { signInDemoUsers, startTestServer, type TestServer } from "../support/testServer.js";

interface NoteDto {
  id: string;
  vesselId: string;
  authorName: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  version: number;
  canEdit: boolean;
  canDelete: boolean;
}

/** The embedded store, and PostgreSQL when a test database is given (the notes' rows live in either). */
const stores = serverStores("keelson_notes");

describe.each(stores)("vessel notes ($name)", ({ overrides }) => {
  let server: TestServer;
  const t: Record<string, string> = {};
  const vessel: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(overrides);
    await signInDemoUsers(server, t, vessel);
  });
  afterAll(async () => {
    await server.close();
  });

  const notesOf = async (token: string, vesselId: string) =>
    server.api<NoteDto[]>("GET", `/Notes?vesselId=${vesselId}`, { token });
  const add = (token: string, vesselId: string, body: unknown) =>
    server.api<NoteDto>("POST", "/Notes", { token, body: { vesselId, body } });

  describe("vessel notes", () => {
    it("are shared with everyone who sees the vessel, newest first, with author and time", async () => {
      const aurora = vessel["Nordic Aurora"]!;
      const first = await add(t.crew!, aurora, "Speed log reads high since the last port.");
      expect(first.status).toBe(201);
      const second = await add(t.super!, aurora, "**Office:** service engineer booked for Hamburg.");
      expect(second.status).toBe(201);
      const seen = await notesOf(t.crew!, aurora);
      expect(seen.status).toBe(200);
      expect(seen.body.map((n) => n.body)).toEqual([
        "**Office:** service engineer booked for Hamburg.",
        "Speed log reads high since the last port.",
      ]);
      expect(seen.body[1]).toMatchObject({ canEdit: true, canDelete: true, editedAt: null });
      expect(seen.body[0]).toMatchObject({ canEdit: false, canDelete: false });
      expect(seen.body[1]!.authorName).not.toBe("");
    });

    it("are edited by their author only, against the version they saw", async () => {
      const aurora = vessel["Nordic Aurora"]!;
      const note = (await add(t.crew!, aurora, "Draft")).body;
      const bySomeoneElse = await server.api("PUT", `/Notes/${note.id}`, {
        token: t.super,
        body: { body: "Changed", version: note.version },
      });
      expect(bySomeoneElse.status).toBe(403);
      const edited = await server.api<NoteDto>("PUT", `/Notes/${note.id}`, {
        token: t.crew,
        body: { body: "Final", version: note.version },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.body).toBe("Final");
      expect(edited.body.editedAt).not.toBeNull();
      const stale = await server.api<{ message: string }>("PUT", `/Notes/${note.id}`, {
        token: t.crew,
        body: { body: "Stale", version: note.version },
      });
      expect(stale.status).toBe(409);
    });

    it("may be deleted by the author or a super user", async () => {
      const aurora = vessel["Nordic Aurora"]!;
      const note = (await add(t.crew!, aurora, "Remove me")).body;
      expect((await server.api("DELETE", `/Notes/${note.id}`, { token: t.super })).status).toBe(204);
      expect((await notesOf(t.crew!, aurora)).body.some((n) => n.id === note.id)).toBe(false);
      expect((await server.api("DELETE", `/Notes/${note.id}`, { token: t.crew })).status).toBe(404);
    });

    it("of a vessel the caller does not see answer 404, read or written", async () => {
      const aurora = vessel["Nordic Aurora"]!;
      const note = (await add(t.crew!, aurora, "Ours")).body;
      expect((await notesOf(t.ops!, aurora)).status).toBe(404);
      expect((await add(t.ops!, aurora, "Theirs")).status).toBe(404);
      expect((await server.api("DELETE", `/Notes/${note.id}`, { token: t.ops })).status).toBe(404);
      // The crew's access group holds Aurora and Fjell, not Skagen.
      expect((await add(t.crew!, vessel["Nordic Skagen"]!, "Not my ship")).status).toBe(404);
    });

    it("refuse an empty or overlong body with a message, and keep markup as plain text", async () => {
      const aurora = vessel["Nordic Aurora"]!;
      const empty = await add(t.crew!, aurora, "   ");
      expect(empty.status).toBe(400);
      expect(JSON.stringify(empty.body)).toContain("A note cannot be empty.");
      const long = await add(t.crew!, aurora, "x".repeat(10_001));
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.body)).toContain("may not be longer than 10000 characters");
      const hostile = '<img src=x onerror="alert(1)"> [link](javascript:alert(2))';
      expect((await add(t.crew!, aurora, hostile)).body.body).toBe(hostile);
    });
  });

  it("live in the store, not in process memory: listed by index, each as its stream folds", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    expect(() => server.ctx.readModels.state("notes" as never)).toThrow("not running");
    const listed = (await notesOf(t.crew!, aurora)).body;
    const notes = server.ctx.readModels.stored("notes");
    const page = await notes.page([notesOfVessel(aurora)]);
    expect(page.entries.map((e) => e.key)).toEqual(listed.map((n) => n.id));
    expect(page.total).toBeGreaterThan(3);
    for (const note of listed) {
      const stream = await server.ctx.store.readStream(notesProjection.streamOf(note.id));
      const folded = stream.reduce(
        (state, event) => notesProjection.evolve(state, event as StoredKeelsonEvent),
        notesProjection.initialState(note.id),
      );
      expect(await notes.get(note.id)).toEqual(folded);
    }
  });
});
