import type { Env, Hono, MiddlewareHandler } from "hono";
import { findTargetHandler } from "hono/utils/handler";
import { generateSpecs, uniqueSymbol } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";

/**
 * The OpenAPI description of /api/v1 (docs/api.md, "How to describe a route"). Each route carries a
 * `doc({...})` middleware naming the same zod schemas its handler parses with; the document is built
 * from those at the first request of /api/v1/openapi.json. Path parameters come from `pathParams`.
 */

export const MEDIA = {
  json: "application/json",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  zip: "application/zip",
  csv: "text/csv",
  pdf: "application/pdf",
  binary: "application/octet-stream",
} as const;
export type Media = keyof typeof MEDIA;

export interface RouteDoc {
  /** One line: what the call does. */
  summary: string;
  description?: string;
  /** Who may call it, when narrower than every signed-in user (shown in the description). */
  roles?: readonly string[];
  /** The JSON body schema the handler parses with `parseBody`. */
  body?: z.ZodType;
  /** The query schema the handler parses with `parseValue(c.req.query(), …)` (a z.object). */
  query?: z.ZodType;
  /**
   * Query parameters a handler reads as plain strings (`c.req.query("name")`), by description; a
   * description that says "(required)" or "; required)" declares the parameter required.
   */
  queryParams?: Record<string, string>;
  /**
   * A multipart/form-data upload with the file in the field `file` (or `fileField`; several files with
   * `multiple`), and these small text fields.
   */
  upload?: { fields?: Record<string, string>; required?: string[]; fileField?: string; multiple?: true };
  /**
   * The success answer's zod schema (shared with the client, in `domain/`). Outside production every
   * JSON answer of the route is checked against it (`checkAnswer`): a drifted answer is a 500.
   */
  response?: z.ZodType;
  /** The success answer's content types (default json; 204 has none). */
  produces?: Media | readonly Media[];
  /** The success status (default 200). */
  status?: 200 | 201 | 202 | 204;
  /** Answered without credentials. */
  public?: true;
  /** Default: method and path, e.g. getVesselsById. */
  operationId?: string;
  deprecated?: true;
}

const ROUTE_DOC = Symbol("routeDoc");

/**
 * Answers are checked against their declared schema in development and tests, where a drift must
 * fail loudly; production skips the second parse (a day of raw data is over a megabyte of JSON).
 * `KEELSON_CHECK_ANSWERS=off` skips it outside production too: the benchmarks time what production
 * serves. Read at the first answer, so a process may set it after importing this module.
 */
let checkAnswers: boolean | undefined;
const answersChecked = (): boolean =>
  (checkAnswers ??=
    (process.env.KEELSON_CHECK_ANSWERS ?? (process.env.NODE_ENV === "production" ? "off" : "on")) !== "off");

/** Thrown when a JSON success answer does not match the schema its route declares in the document. */
export class AnswerDriftError extends Error {}

/** Reads a JSON success answer (from a clone) and throws `AnswerDriftError` when it breaks `schema`. */
export async function checkAnswer(response: Response, schema: z.ZodType, route: string): Promise<void> {
  if (response.status < 200 || response.status >= 300 || response.status === 204) return;
  if (!response.headers.get("content-type")?.startsWith(MEDIA.json)) return;
  const answer: unknown = await response.clone().json();
  const result = schema.safeParse(answer);
  if (result.success) {
    // zod drops members its objects do not declare: an undocumented member is a drift too.
    const extra = membersNotIn(answer, result.data).slice(0, 5);
    if (extra.length === 0) return;
    throw new AnswerDriftError(
      `${route} answered members its documented schema does not declare: ${extra.join(", ")}`,
    );
  }
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new AnswerDriftError(`${route} answered outside its documented schema: ${issues.join("; ")}`);
}

/** Paths of the object members of `answer` that `parsed` (its parse by the schema) no longer holds. */
export function membersNotIn(answer: unknown, parsed: unknown, at = ""): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed))
    return answer.flatMap((item, index) => membersNotIn(item, parsed[index], `${at}[${index}]`));
  if (!isPlainObject(answer) || !isPlainObject(parsed)) return [];
  return Object.keys(answer).flatMap((key) => {
    const path = at ? `${at}.${key}` : key;
    return key in parsed ? membersNotIn(answer[key], parsed[key], path) : [path];
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type OperationSpec = Omit<OpenAPIV3_1.OperationObject, "requestBody"> & {
  requestBody?: OpenAPIV3_1.RequestBodyObject;
};

/** A middleware that only carries its route's description; `spec` is built when the document is. */
function describing(build: () => OperationSpec, doc?: RouteDoc): MiddlewareHandler {
  const schema = doc?.response;
  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    if (schema && answersChecked()) await checkAnswer(c.res, schema, `${c.req.method} ${c.req.routePath}`);
  };
  let spec: OperationSpec | undefined;
  return Object.assign(middleware, {
    [uniqueSymbol]: {
      get spec() {
        spec ??= build();
        return spec;
      },
    },
    [ROUTE_DOC]: doc,
  });
}

/** `doc({...})` for the routes of one feature, tagged with its name. */
export function apiDocs(tag: string): (doc: RouteDoc) => MiddlewareHandler {
  return (doc) => describing(() => operationOf(tag, doc), doc);
}

/** Marks `pathParams`' middleware with the parameters' schemas (see validate.ts). */
export function describePathParams<M extends object>(middleware: M, schema: z.ZodObject): M {
  let spec: OperationSpec | undefined;
  return Object.assign(middleware, {
    [uniqueSymbol]: {
      get spec() {
        spec ??= { parameters: parametersOf(schema, "path"), responses: { 404: ref("NotFound") } };
        return spec;
      },
    },
  });
}

/** A zod schema as the JSON Schema (2020-12, as OpenAPI 3.1 uses) of what a client sends or gets. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): OpenAPIV3_1.SchemaObject {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    // Dates travel as ISO strings.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === "date") {
        jsonSchema.type = "string";
        jsonSchema.format = "date-time";
      }
    },
  }) as Record<string, unknown>;
  delete json.$schema;
  // Only recursive schemas produce `$defs` (none do); the test checks the document has none.
  return json as OpenAPIV3_1.SchemaObject;
}

function parametersOf(schema: z.ZodType, where: "path" | "query"): OpenAPIV3_1.ParameterObject[] {
  const json = jsonSchemaOf(schema, "input");
  // A field parsed by hand (`z.unknown().transform(…)`) reads as optional in JSON Schema; ask zod.
  const shape: Record<string, z.ZodType> = schema instanceof z.ZodObject ? schema.shape : {};
  const required = new Set([
    ...(json.required ?? []),
    ...Object.keys(shape).filter((name) => !shape[name]!.safeParse(undefined).success),
  ]);
  return Object.entries(json.properties ?? {}).map(([name, property]): OpenAPIV3_1.ParameterObject => {
    const { description, ...rest } = property as OpenAPIV3_1.SchemaObject;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(description ? { description } : {}),
      // openapi-types types a parameter's schema as 3.0's; it is 3.1's (JSON Schema 2020-12) here.
      schema: rest as never,
    };
  });
}

const REQUIRED_MARK = /[(;] ?required\)/;

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function operationOf(tag: string, doc: RouteDoc): OperationSpec {
  const status = doc.status ?? 200;
  const medias = [doc.produces ?? "json"].flat().map((kind) => MEDIA[kind]);
  const success: OpenAPIV3_1.ResponseObject =
    status === 204
      ? { description: "Done; no content." }
      : {
          description: status === 201 ? "Created." : status === 202 ? "Accepted." : "OK.",
          content: Object.fromEntries(
            medias.map((media) => [
              media,
              {
                schema: doc.response
                  ? jsonSchemaOf(doc.response, "output")
                  : media === MEDIA.json
                    ? {}
                    : { type: "string", contentMediaType: media },
              },
            ]),
          ),
        };
  const responses: OpenAPIV3_1.ResponsesObject = { [status]: success };
  const description = [doc.description, doc.roles && `Roles: ${doc.roles.join(", ")}.`]
    .filter(Boolean)
    .join("\n\n");
  const parameters = [
    ...(doc.query ? parametersOf(doc.query, "query") : []),
    ...Object.entries(doc.queryParams ?? {}).map(
      ([name, about]): OpenAPIV3_1.ParameterObject => ({
        name,
        in: "query",
        required: REQUIRED_MARK.test(about),
        description: about,
        schema: { type: "string" },
      }),
    ),
  ];
  if (doc.body || doc.query || doc.upload || doc.queryParams) responses[400] = ref("BadRequest");
  if (!doc.public) {
    responses[401] = ref("Unauthorized");
    responses[403] = ref("Forbidden");
    responses[429] = ref("TooManyRequests");
  }
  return {
    tags: [tag],
    summary: doc.summary,
    ...(description ? { description } : {}),
    ...(doc.operationId ? { operationId: doc.operationId } : {}),
    ...(doc.deprecated ? { deprecated: true } : {}),
    ...(doc.public ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: !doc.body.safeParse(undefined).success,
            content: { [MEDIA.json]: { schema: jsonSchemaOf(doc.body, "input") } },
          },
        }
      : {}),
    ...(doc.upload ? { requestBody: uploadBody(doc.upload) } : {}),
    responses,
  };
}

function uploadBody(upload: NonNullable<RouteDoc["upload"]>): OpenAPIV3_1.RequestBodyObject {
  const fields = Object.fromEntries(
    Object.entries(upload.fields ?? {}).map(([name, description]) => [name, { type: "string", description }]),
  );
  const fileField = upload.fileField ?? "file";
  const file = { type: "string", contentMediaType: MEDIA.binary };
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          properties: { [fileField]: upload.multiple ? { type: "array", items: file } : file, ...fields },
          required: [fileField, ...(upload.required ?? [])],
        } as OpenAPIV3_1.SchemaObject,
      },
    },
  };
}

/** The description a route's handlers carry, or null. */
function docOf(handler: unknown): RouteDoc | undefined {
  const target = findTargetHandler(handler as never) as unknown as Record<symbol, RouteDoc | undefined>;
  return target[ROUTE_DOC];
}

/** Every method and path of the app with no `doc({...})`: the test fails on these. */
export function undescribedRoutes<E extends Env>(app: Hono<E>): { method: string; path: string }[] {
  const described = new Set<string>();
  const all = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    all.set(key, { method: route.method, path: route.path });
    if (docOf(route.handler)) described.add(key);
  }
  return [...all].filter(([key]) => !described.has(key)).map(([, route]) => route);
}

/**
 * The operations whose JSON success answer has no schema (described as JSON of any shape), as
 * "GET /Vessels/{id}": what issue 31 §5 still has to declare. `tests/api/openapi.test.ts` prints and caps them.
 */
export function answersWithoutSchema(document: Pick<OpenAPIV3_1.Document, "paths">): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).flatMap(([method, op]) => {
      const responses = (op as OpenAPIV3_1.OperationObject | undefined)?.responses ?? {};
      const success = Object.entries(responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
      const schema = (success as OpenAPIV3_1.ResponseObject | undefined)?.content?.[MEDIA.json]?.schema;
      return schema && Object.keys(schema).length === 0 ? [`${method.toUpperCase()} ${path}`] : [];
    }),
  );
}

const errorBody: OpenAPIV3_1.SchemaObject = {
  type: "object",
  properties: {
    message: { type: "string", description: "What went wrong, for a person." },
    errors: { type: "array", items: { type: "string" }, description: "Each broken rule (400)." },
    code: {
      type: "string",
      description: 'A machine-readable reason where one exists (409: "actingCompanyChanged").',
    },
    actingCompanyId: {
      type: ["string", "null"],
      description: "With actingCompanyChanged: the company the session now acts for.",
    },
  },
  required: ["message"],
};
const errorResponse = (description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { [MEDIA.json]: { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The whole document of the API mounted at /api/v1. */
export async function openApiDocument<E extends Env>(api: Hono<E>, version: string) {
  const document = await generateSpecs(api, {
    excludeStaticFile: false,
    defaultValidationErrorResponse: false,
    documentation: {
      openapi: "3.1.0",
      info: {
        title: "Keelson API",
        version,
        description:
          "Vessel performance platform. Authenticate with `POST /Authenticate` (answers an access token to " +
          "send as `Authorization: Bearer …`) or with a personal API key in the `X-Api-Key` header.",
      },
      servers: [{ url: "/api/v1" }],
      security: [{ bearerAuth: [] }, { apiKey: [] }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The access token answered by POST /Authenticate.",
          },
          apiKey: {
            type: "apiKey",
            in: "header",
            name: "X-Api-Key",
            description: "A user's API key; calls are rate limited per key (429 with Retry-After).",
          },
        },
        schemas: { Error: errorBody },
        responses: {
          BadRequest: errorResponse("The request broke a rule; `errors` lists each."),
          Unauthorized: errorResponse("No valid token or API key."),
          Forbidden: errorResponse("The caller's role or company may not do this."),
          NotFound: errorResponse("Nothing with this id, or nothing the caller may see."),
          TooManyRequests: errorResponse("The API key's rate limit was passed; see the Retry-After header."),
          Conflict: errorResponse(
            "Changed by someone else (a stale `version`), a duplicate, a step the record's state refuses, or the " +
              'page\'s acting company changed (then `code: "actingCompanyChanged"` and `actingCompanyId`).',
          ),
          PayloadTooLarge: errorResponse(
            "The body is larger than this call takes (256 KB of JSON unless stated).",
          ),
          ServiceUnavailable: errorResponse(
            "Too many requests wrote to the record at once, or the store was busy; nothing was saved, try again " +
              "(Retry-After). /Kognifai calls: the company's partner-platform keys are missing or expired.",
          ),
        },
      },
    },
  });
  // A route with only `pathParams` and no `doc` (not described yet) would show as a bare operation.
  for (const [path, item] of Object.entries(document.paths)) {
    const kept = Object.entries(item).filter(([, op]) => op && typeof op === "object" && "summary" in op);
    if (kept.length === 0) delete document.paths[path];
    else
      document.paths[path] = Object.fromEntries(
        kept.map(([method, op]) => [method, withErrors(path, method, op as OpenAPIV3_1.OperationObject)]),
      );
  }
  return document;
}

/**
 * The error answers the HTTP layer gives whatever the route (server/http/errors.ts): 404 for a
 * signed-in call that names an id (path, query or body), 409 for every signed-in call (the acting-company check runs before any read), 413 where a body is sent, 503 where
 * a command is stored (contention, a busy store) and on /Kognifai (partner keys expired).
 */
function withErrors(
  path: string,
  method: string,
  op: OpenAPIV3_1.OperationObject,
): OpenAPIV3_1.OperationObject {
  const responses = { ...op.responses };
  const signedIn = !(op.security && op.security.length === 0);
  if (signedIn) responses[409] = ref("Conflict");
  // Ids in a query or a body are resolved in the caller's reach like path ids: nothing visible is a 404.
  if (signedIn && (op.parameters?.length || op.requestBody)) responses[404] ??= ref("NotFound");
  if (op.requestBody) responses[413] = ref("PayloadTooLarge");
  if ((signedIn && method !== "get") || path.startsWith("/Kognifai"))
    responses[503] = ref("ServiceUnavailable");
  const order = (code: string) => (code === "default" ? 1000 : Number(code));
  return {
    ...op,
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => order(a) - order(b))),
  };
}
