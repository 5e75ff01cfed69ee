import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VESSEL_FILES_DIR } from "../../server/blobs/openBlobStore.js";
import { BodyTooLargeError } from "../../server/http/bodyLimit.js";
import { receiveMultipart } from "../../server/http/receiveMultipart.js";
import { samplePdf } from "../support/documentSamples.js";
import { serverStores } from "../support/storeFixtures.js";
import { signInDemoUsers, startTestServer, type TestServer } from "../support/testServer.js";
import { multipartStart, streamedPost } from "./limitsSupport.js";

const BOUNDARY = "keelson-over-limit";
const multipart = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
const QUOTA = 60_000;

/** Counts what escapes to the process: in the server (processGuard) an uncaught exception stops it. */
function escapes() {
  const seen: unknown[] = [];
  const count = (error: unknown) => seen.push(error);
  beforeAll(() => {
    process.on("uncaughtException", count);
    process.on("unhandledRejection", count);
  });
  afterAll(() => {
    process.off("uncaughtException", count);
    process.off("unhandledRejection", count);
  });
  return seen;
}

const pdfOf = (bytes: number) => Buffer.concat([samplePdf(), Buffer.alloc(bytes, 65)]);

async function formUpload(url: string, token: string, field: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)]), name);
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown };
}

describe("a multipart sink that starts reading late", () => {
  const seen = escapes();

  it("gets the 413 as a rejection, and nothing escapes to the process", async () => {
    const body = Readable.toWeb(
      Readable.from([Buffer.from(multipartStart(BOUNDARY, "Big.pdf")), Buffer.alloc(200_000, 65)]),
    ) as ReadableStream<Uint8Array>;
    const request = new Request("http://localhost/upload", {
      method: "POST",
      headers: multipart,
      body,
      duplex: "half",
    } as RequestInit);
    let read = 0;
    const outcome = receiveMultipart(
      request,
      { maxFileBytes: 60_000, tooLargeMessage: "too large", noFileMessage: "no file" },
      // As the PostgreSQL blob store does: a round trip to the database before the first chunk is read.
      async (stream) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        for await (const chunk of stream) read += (chunk as Buffer).length;
        return read;
      },
    );
    await expect(outcome).rejects.toEqual(new BodyTooLargeError("too large"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });
});

describe.each(serverStores("keelson_over_limit"))(
  "uploads over the limit on $name",
  ({ name, overrides }) => {
    const seen = escapes();
    let server: TestServer;
    const tokens: Record<string, string> = {};
    const vessels: Record<string, string> = {};

    beforeAll(async () => {
      server = await startTestServer({ ...overrides, VESSEL_FILES_QUOTA_BYTES: QUOTA });
      await signInDemoUsers(server, tokens, vessels, { admin: true });
    });
    afterAll(async () => {
      await server?.close();
    });

    /** Pending or stored document contents: a refused upload leaves none. */
    async function storedBlobs(): Promise<number> {
      if (overrides.DATABASE_URL) {
        const db = new pg.Client({ connectionString: overrides.DATABASE_URL });
        await db.connect();
        try {
          const { rows } = await db.query(
            `SELECT count(*)::int AS n FROM "${overrides.DATABASE_SCHEMA}".vessel_blobs`,
          );
          return rows[0].n as number;
        } finally {
          await db.end();
        }
      }
      const root = path.join(server.dataDir, VESSEL_FILES_DIR);
      return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
    }

    async function expectServing() {
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      expect(seen, `nothing escaped to the process on ${name}`).toEqual([]);
      expect(await storedBlobs()).toBe(0);
    }

    it("refuses a document over the largest-document limit (crew, with Content-Length) 3 times", async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await formUpload(
          `${server.url}/api/v1/VesselFiles/${vessels["Nordic Aurora"]}`,
          tokens.crew!,
          "file",
          "Big.pdf",
          pdfOf(70_000),
        );
        expect(answer).toEqual({ status: 413, body: { message: "A document may be at most 60 KB." } });
      }
      await expectServing();
    });

    it("refuses a chunked document of 0.2 MB", async () => {
      const answer = await streamedPost(`${server.url}/api/v1/VesselFiles/${vessels["Nordic Aurora"]}`, {
        bytes: 200_000,
        prefix: `${multipartStart(BOUNDARY, "Big.pdf")}%PDF-1.4\n`,
        headers: { ...multipart, authorization: `Bearer ${tokens.crew}` },
      });
      expect(answer.status).toBe(413);
      await expectServing();
    });

    it("refuses a compliance file over the limit", async () => {
      const answer = await formUpload(
        `${server.url}/api/v1/EmissionCompliance/upload-multiple?vesselId=${vessels["Nordic Aurora"]}`,
        tokens.crew!,
        "files",
        "Big.pdf",
        pdfOf(70_000),
      );
      expect(answer.status).toBe(413);
      await expectServing();
    });

    it("refuses an Excel template and a taxonomy workbook over 10 MB sent chunked (default limits)", async () => {
      const template = await streamedPost(
        `${server.url}/api/v1/EmissionReport/Upload/${vessels["Nordic Fjell"]}`,
        {
          bytes: 11 * 1024 * 1024,
          prefix: multipartStart(BOUNDARY, "Template.xlsx"),
          headers: { ...multipart, authorization: `Bearer ${tokens.admin}` },
        },
      );
      expect(template.status).toBe(413);
      const taxonomy = await streamedPost(`${server.url}/api/v1/Taxonomy/Excel`, {
        bytes: 11 * 1024 * 1024,
        prefix: multipartStart(BOUNDARY, "Taxonomy.xlsx"),
        headers: { ...multipart, authorization: `Bearer ${tokens.admin}` },
      });
      expect(taxonomy.status).toBe(413);
      await expectServing();
    });
  },
);
