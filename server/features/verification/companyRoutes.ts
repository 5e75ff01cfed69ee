import { type Context, Hono } from "hono";
import { z } from "zod";
import { verificationAddressesRequest } from "../../../domain/companies/schemas.js";
import { checkpointMailAnswer, companyVerificationAnswer } from "../../../domain/ledger/answers.js";
import { checkpointMailAggregate, monthlyMailDue } from "../../../domain/ledger/checkpointMails.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { loadState } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody } from "../../http/validate.js";
import { recordedByName } from "../audit/recordedBy.js";
import { setVerificationAddressesCommand } from "../companies/commands.js";
import { checkpointMailsOf, mailCheckpoint } from "./checkpointMail.js";
import type { LedgerService } from "./ledgerService.js";

const doc = apiDocs("Verification");

/**
 * The acting company's verification page (docs/verification.md, "Checkpoint mails"): the addresses
 * that receive its signed checkpoints, the mails sent and to whom, and a mail sent now.
 */
export function companyVerificationRoutes(ctx: AppContext, service: () => { ledger: LedgerService }) {
  const app = new Hono<AppEnv>();
  const companyPage = requireRole("SuperUser", "Administrator");
  const actingCompany = (c: Context<AppEnv>) => {
    const companyId = c.get("session").actor.companyId;
    const company = companyId ? ctx.readModels.state("companies").byId[companyId] : undefined;
    if (!company) throw new NotFoundError("Choose the company to act for first.");
    return company;
  };
  const sentByName = (userId: string) =>
    userId === "system" ? "Keelson (monthly)" : (recordedByName(ctx, userId) ?? userId);
  const mailAnswer = (mail: Awaited<ReturnType<typeof checkpointMailsOf>>[number]) =>
    checkpointMailAnswer.parse({ ...mail, sentBy: sentByName(mail.sentBy) });

  app.get(
    "/Verification/Company",
    doc({
      summary:
        "The acting company's verification page: who receives its checkpoints, the checkpoints signed, and the mails sent and to whom",
      roles: ["SuperUser", "Administrator"],
      response: companyVerificationAnswer,
    }),
    companyPage,
    async (c) => {
      const company = actingCompany(c);
      const { ledger } = service();
      const checkpoints = await ledger.checkpoints();
      const { state } = await loadState(
        ctx,
        checkpointMailAggregate,
        checkpointMailAggregate.streamName(company.id),
      );
      const now = ctx.now();
      const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
      return c.json(
        companyVerificationAnswer.parse({
          companyId: company.id,
          companyName: company.name,
          addresses: company.verificationAddresses,
          version: company.version,
          key: ledger.publishedKey,
          checkpoints: checkpoints.slice(-50).reverse(),
          checkpointsTotal: checkpoints.length,
          mails: (await checkpointMailsOf(ctx, company.id)).map(mailAnswer),
          nextMonthlyMail:
            company.verificationAddresses.length === 0
              ? null
              : monthlyMailDue(state, now.toISOString())
                ? now.toISOString()
                : nextMonth,
        }),
      );
    },
  );

  app.put(
    "/Verification/Company/Addresses",
    doc({
      summary:
        "Set the addresses that receive the acting company's signed checkpoints (monthly and on request)",
      roles: ["SuperUser", "Administrator"],
      body: verificationAddressesRequest,
      response: z.object({ addresses: z.array(z.string()), version: z.number().int() }),
    }),
    companyPage,
    async (c) => {
      const company = actingCompany(c);
      const { addresses, version } = await parseBody(c, verificationAddressesRequest);
      await setVerificationAddressesCommand(
        ctx,
        metadataOf(c.get("session")),
        company.id,
        addresses,
        version ?? undefined,
      );
      const now = actingCompany(c);
      return c.json({ addresses: now.verificationAddresses, version: now.version });
    },
  );

  app.post(
    "/Verification/Company/Mail",
    doc({
      summary: "Sign a checkpoint now and mail it to the acting company's verification addresses",
      roles: ["SuperUser", "Administrator"],
      response: checkpointMailAnswer,
      status: 201,
    }),
    companyPage,
    async (c) => {
      const company = actingCompany(c);
      const session = c.get("session");
      const mail = await mailCheckpoint(ctx, service().ledger, company.id, "on request", metadataOf(session));
      return c.json(mailAnswer({ ...mail, sentBy: session.user.id }), 201);
    },
  );

  return app;
}
