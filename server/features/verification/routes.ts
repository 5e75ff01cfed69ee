import { type Context, Hono } from "hono";
import { z } from "zod";
import { keyIntroductionAnswer } from "../../../domain/ledger/answers.js";
import { chainStatusAnswer } from "../../../domain/ledger/streamChain.js";
import type { YearlyScheme } from "../../../domain/ledger/verificationPackage.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { VOYAGE_MESSAGES } from "../../../domain/voyages/messages.js";
import { voyageView } from "../../../projections/voyageLogs/voyageViews.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { requireRole } from "../../http/session.js";
import { parseValue, pathParams } from "../../http/validate.js";
import { yearParam } from "../emissionReports/routes.js";
import { voyageAccess } from "../voyages/voyageAccess.js";
import { companyVerificationRoutes } from "./companyRoutes.js";
import { voyageChainStatus } from "./voyageChain.js";
import { packageZip, voyageVerificationPackage } from "./voyagePackage.js";
import { yearVerificationPackage } from "./yearPackage.js";

const doc = apiDocs("Verification");
const departureIdPath = pathParams({ departureId: uuidId("departure id") });
const vesselYearPath = pathParams({ vesselId: uuidId("vessel id") });
const packageQuery = z.object({
  since: z.coerce
    .number({ message: "since must be the tree size of a checkpoint you hold (a whole number)" })
    .int("since must be a whole number")
    .min(0, "since must be 0 or more")
    .optional(),
});

const checkpointAnswer = z.object({
  treeSize: z.number().int(),
  rootHash: z.string(),
  time: z.string(),
  keyFingerprint: z.string(),
  signature: z.string(),
});
const latestAnswer = z.object({
  checkpoint: checkpointAnswer.nullable(),
  key: z.object({ publicKey: z.string(), fingerprint: z.string() }),
});
const verdictAnswer = z.object({
  intact: z.boolean(),
  events: z.number(),
  checkpointsChecked: z.number(),
  problem: z.string().nullable(),
  broken: z
    .object({
      position: z.number(),
      eventId: z.string(),
      stream: z.string(),
      version: z.number(),
      reason: z.string(),
    })
    .nullable(),
  checkedAt: z.string(),
});

/** The vessel-year packages: one route per yearly report, beside the report's own route. */
const YEARLY_PACKAGES: { scheme: YearlyScheme; report: string }[] = [
  { scheme: "EU MRV", report: "MrvYearly" },
  { scheme: "IMO DCS", report: "ImoYearly" },
];

/** A package as a download; the name through `attachment`, which keeps a voyage's own name harmless. */
const zipAnswer = (c: Context, zip: Uint8Array, fileName: string) =>
  c.body(zip as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/zip",
    "content-disposition": attachment(fileName),
  });

/**
 * The tamper-evident log towards verifiers (docs/verification.md): the latest signed checkpoint and the
 * key, checkpoints on demand, the self-check, and the verification packages of a voyage and of a vessel-year.
 */
export function verificationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const service = () => {
    if (!ctx.ledger) throw new Error("the ledger is not open in this process");
    return ctx.ledger;
  };
  const admins = requireRole("Administrator");

  app.get(
    "/Verification/Checkpoint",
    doc({
      summary: "The latest signed checkpoint of the event log, with the signing key",
      response: latestAnswer,
    }),
    async (c) => {
      const { ledger } = service();
      return c.json(
        latestAnswer.parse({ checkpoint: await ledger.latestCheckpoint(), key: ledger.publishedKey }),
      );
    },
  );

  app.post(
    "/Verification/Checkpoint",
    doc({
      summary: "Sign a checkpoint of the event log now",
      roles: ["Administrator"],
      response: checkpointAnswer,
      status: 201,
    }),
    admins,
    async (c) => {
      const checkpoint = await service().ledger.makeCheckpoint("on demand", c.get("session").actor.userId);
      return c.json(checkpointAnswer.parse(checkpoint), 201);
    },
  );

  app.get(
    "/Verification/Keys",
    doc({
      summary: "Every signing key the deployment has used, each cross-signed by the one before",
      response: z.array(keyIntroductionAnswer),
    }),
    async (c) => c.json(await service().ledger.keys()),
  );

  app.post(
    "/Verification/SelfCheck",
    doc({
      summary: "Re-verify every event and checkpoint of the log now",
      roles: ["Administrator"],
      response: verdictAnswer,
    }),
    admins,
    async (c) => {
      const verdict = await service().ledger.selfCheck();
      return c.json(verdictAnswer.parse(verdict));
    },
  );

  app.route("/", companyVerificationRoutes(ctx, service));

  const access = voyageAccess(ctx);
  app.get(
    "/Audit/Voyages/:departureId/Verification",
    doc({
      summary:
        "Whether the voyage's events still are what the latest signed checkpoint vouches for (inclusion proofs checked on the server)",
      response: chainStatusAnswer,
    }),
    departureIdPath,
    async (c) => {
      const departureId = c.req.param("departureId")!;
      const { vesselId, log } = await access.vesselOfEvent(c, departureId, VOYAGE_MESSAGES.voyageNotFound);
      if (!voyageView(log, departureId, access.facts(vesselId)))
        throw new NotFoundError(VOYAGE_MESSAGES.voyageNotFound);
      const { ledger, store } = service();
      return c.json(chainStatusAnswer.parse(await voyageChainStatus(ctx, ledger, store, vesselId)));
    },
  );

  app.get(
    "/Voyages/:departureId/Verification",
    doc({
      summary:
        "A voyage's verification package (zip): its events, inclusion proofs, signed checkpoint, key, figures and offline verifier",
      roles: ["SuperUser", "Administrator", "Verifier"],
      query: packageQuery,
      produces: "zip",
    }),
    requireRole("SuperUser", "Administrator", "Verifier"),
    departureIdPath,
    async (c) => {
      const { since } = parseValue(c.req.query(), packageQuery);
      const { ledger, store } = service();
      const { pkg, fileName } = await voyageVerificationPackage(
        ctx,
        ledger,
        store,
        c.get("session").actor,
        c.req.param("departureId")!,
        since ?? null,
      );
      return zipAnswer(c, await packageZip(pkg), fileName);
    },
  );

  for (const { scheme, report } of YEARLY_PACKAGES)
    app.get(
      `/EmissionReport/${report}/:vesselId/:year/Verification`,
      doc({
        summary: `A vessel-year's verification package (zip): its voyage log's events, inclusion proofs, signed checkpoint, key, the yearly ${scheme} report and offline verifier`,
        roles: ["SuperUser", "Administrator", "Verifier"],
        query: packageQuery,
        produces: "zip",
      }),
      requireRole("SuperUser", "Administrator", "Verifier"),
      vesselYearPath,
      async (c) => {
        const { since } = parseValue(c.req.query(), packageQuery);
        const year = parseValue(c.req.param("year"), yearParam);
        const { ledger, store } = service();
        const { pkg, fileName } = await yearVerificationPackage(
          ctx,
          ledger,
          store,
          c.get("session").actor,
          c.req.param("vesselId")!,
          year,
          since ?? null,
          scheme,
        );
        return zipAnswer(c, await packageZip(pkg), fileName);
      },
    );

  return app;
}
