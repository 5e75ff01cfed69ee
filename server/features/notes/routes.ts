import { Hono } from "hono";
import { z } from "zod";
import { isSuperOrAdmin } from "../../../domain/auth/roles.js";
import { noteAnswer } from "../../../domain/notes/answers.js";
import { addNoteRequest, editNoteRequest, NOTE_MESSAGES } from "../../../domain/notes/note.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import type { NoteView } from "../../../projections/notes/notes.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv, Session } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import {
  addNoteCommand,
  deleteNoteCommand,
  editNoteCommand,
  noteOf,
  notesOfVesselNewestFirst,
} from "./commands.js";
import { noteDto } from "./noteDto.js";

const doc = apiDocs("Notes");

const noteIdPath = pathParams({ id: uuidId("note id") });
const vesselQuery = z.object({ vesselId: uuidId("vessel id") });

/**
 * Notes on a vessel (spec 1: Vessel Information → Notes), newest first; everyone who sees the vessel
 * reads and writes them. A note of a vessel the caller does not see answers 404 like a missing one.
 */
export function noteRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const callerOf = (session: Session) => ({
    userId: session.user.id,
    moderator: isSuperOrAdmin(session.user.role),
  });
  const visibleNote = async (session: Session, noteId: string): Promise<NoteView> => {
    const note = await noteOf(ctx, noteId);
    if (!note) throw new NotFoundError(NOTE_MESSAGES.notFound);
    requestScope(ctx, session.actor).vessel(note.vesselId, NOTE_MESSAGES.notFound);
    return note;
  };

  app.get(
    "/Notes",
    doc({
      summary: "List a vessel's notes, newest first",
      query: vesselQuery,
      response: z.array(noteAnswer),
    }),
    async (c) => {
      const session = c.get("session");
      const { vesselId } = parseValue(c.req.query(), vesselQuery);
      requestScope(ctx, session.actor).vessel(vesselId);
      const notes = await notesOfVesselNewestFirst(ctx, vesselId);
      return c.json(notes.map((note) => noteDto(ctx, note, callerOf(session))));
    },
  );

  app.post(
    "/Notes",
    doc({ summary: "Add a note to a vessel", body: addNoteRequest, status: 201, response: noteAnswer }),
    async (c) => {
      const session = c.get("session");
      const request = await parseBody(c, addNoteRequest);
      requestScope(ctx, session.actor).vessel(request.vesselId);
      const note = await addNoteCommand(ctx, session, request.vesselId, request.body);
      return c.json(noteDto(ctx, note, callerOf(session)), 201);
    },
  );

  app.put(
    "/Notes/:id",
    doc({ summary: "Edit a note", body: editNoteRequest, response: noteAnswer }),
    noteIdPath,
    async (c) => {
      const session = c.get("session");
      const note = await visibleNote(session, c.req.valid("param").id);
      const request = await parseBody(c, editNoteRequest);
      return c.json(noteDto(ctx, await editNoteCommand(ctx, session, note, request), callerOf(session)));
    },
  );

  app.delete("/Notes/:id", doc({ summary: "Delete a note", status: 204 }), noteIdPath, async (c) => {
    const session = c.get("session");
    await deleteNoteCommand(ctx, session, await visibleNote(session, c.req.valid("param").id));
    return c.body(null, 204);
  });

  return app;
}
