import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { uuidId } from "../../domain/shared/ids.js";
import { apiDocs, membersNotIn, openApiDocument, undescribedRoutes } from "./openapi.js";
import { pathParams } from "./validate.js";

const doc = apiDocs("Things");
const thingBody = z.object({ name: z.string().max(10), size: z.number().optional() });
const thingQuery = z.object({ q: z.string().optional(), limit: z.string().regex(/^\d+$/) });

function app() {
  const api = new Hono();
  const idPath = pathParams({ id: uuidId("thing id") });
  api.get("/Things", doc({ summary: "List things", query: thingQuery }), (c) => c.json([]));
  api.put("/Things/:id", doc({ summary: "Replace a thing", body: thingBody }), idPath, (c) => c.json({}));
  api.get("/Things/:id/Export", doc({ summary: "Export", produces: "xlsx", public: true }), (c) =>
    c.body(""),
  );
  api.post(
    "/Things/Upload",
    doc({ summary: "Upload", upload: { fields: { note: "A note." } }, status: 201 }),
    (c) => c.json({}, 201),
  );
  api.delete("/Things/:id", idPath, (c) => c.body(null, 204));
  return api;
}

describe("openapi", () => {
  it("names the routes without a description", () => {
    expect(undescribedRoutes(app())).toEqual([{ method: "DELETE", path: "/Things/:id" }]);
  });

  it("describes bodies, queries, path ids, uploads and content types from the schemas", async () => {
    const document = await openApiDocument(app(), "1.0.0");
    expect(Object.keys(document.paths).sort()).toEqual([
      "/Things",
      "/Things/Upload",
      "/Things/{id}",
      "/Things/{id}/Export",
    ]);
    const put = document.paths["/Things/{id}"]!.put!;
    expect(put.operationId).toBe("putThingsById");
    expect(put.tags).toEqual(["Things"]);
    expect(put.parameters).toEqual([
      {
        name: "id",
        in: "path",
        required: true,
        description: "The thing id.",
        schema: { type: "string", format: "uuid" },
      },
    ]);
    expect(put.requestBody).toMatchObject({
      required: true,
      content: {
        "application/json": {
          schema: {
            type: "object",
            properties: { name: { type: "string", maxLength: 10 } },
            required: ["name"],
          },
        },
      },
    });
    expect(Object.keys(put.responses)).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "409",
      "413",
      "429",
      "503",
    ]);
    expect(document.paths["/Things"]!.get!.parameters).toEqual([
      { name: "q", in: "query", required: false, schema: { type: "string" } },
      { name: "limit", in: "query", required: true, schema: { type: "string", pattern: "^\\d+$" } },
    ]);
    const exported = document.paths["/Things/{id}/Export"]!.get!;
    expect(exported.security).toEqual([]);
    expect(exported.responses["200"]).toMatchObject({
      content: { "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": expect.anything() },
    });
    expect(exported.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string" } },
    ]);
    const upload = document.paths["/Things/Upload"]!.post!;
    expect(upload.requestBody).toMatchObject({
      content: {
        "multipart/form-data": { schema: { required: ["file"], properties: { note: { type: "string" } } } },
      },
    });
    expect(Object.keys(upload.responses)).toContain("201");
  });

  it("declares the answer's schema, required raw query parameters and the HTTP layer's errors", async () => {
    const document = await openApiDocument(answering({ id: "a", size: 1 }), "1.0.0");
    const get = document.paths["/Things/{id}"]!.get!;
    expect(get.responses["200"]).toMatchObject({
      content: {
        "application/json": {
          schema: { type: "object", properties: { id: { type: "string" } }, required: ["id", "size"] },
        },
      },
    });
    expect(get.parameters).toContainEqual({
      name: "unit",
      in: "query",
      required: true,
      description: "The unit (required)",
      schema: { type: "string" },
    });
    expect(get.parameters).toContainEqual(expect.objectContaining({ name: "note", required: false }));
    expect(Object.keys(get.responses)).toEqual(["200", "400", "401", "403", "404", "409", "429"]);
  });

  it("answers 500 when an answer drifts from its declared schema, and passes one that matches", async () => {
    expect((await answering({ id: "a", size: 1 }).request("/Things/7?unit=m")).status).toBe(200);
    const drifted = answering({ id: "a", size: "one" });
    drifted.onError((error, c) => c.json({ message: error.message }, 500));
    const answer = await drifted.request("/Things/7?unit=m");
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      message:
        "GET /Things/:id answered outside its documented schema: size: Invalid input: expected number, received string",
    });
  });

  it("answers 500 when an answer carries a member its schema does not declare, however deep", async () => {
    const extra = answering({ id: "a", size: 1, secret: "x" });
    extra.onError((error, c) => c.json({ message: error.message }, 500));
    const answer = await extra.request("/Things/7?unit=m");
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      message: "GET /Things/:id answered members its documented schema does not declare: secret",
    });
    expect(
      membersNotIn(
        { items: [{ a: 1 }, { a: 2, b: 3 }], map: { k: { z: 1 } } },
        { items: [{ a: 1 }, { a: 2 }], map: { k: { z: 1 } } },
      ),
    ).toEqual(["items[1].b"]);
  });
});

/** A one-route app whose GET /Things/{id} declares `thingAnswer` and answers `body`. */
function answering(body: unknown) {
  const api = new Hono();
  const thingAnswer = z.object({ id: z.string(), size: z.number() });
  api.get(
    "/Things/:id",
    doc({
      summary: "One thing",
      response: thingAnswer,
      queryParams: { unit: "The unit (required)", note: "A note" },
    }),
    (c) => c.json(body),
  );
  return api;
}
