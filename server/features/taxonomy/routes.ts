import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  categorisedTaxonAnswer,
  taxonomyUploadAnswer,
  taxonomyVariableAnswer,
} from "../../../domain/logdata/answers.js";
import { ForbiddenError, ValidationError } from "../../../domain/shared/errors.js";
import { byName } from "../../../domain/shared/text.js";
import type { AppContext } from "../../context.js";
import { allowBody } from "../../http/bodyLimit.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { MULTIPART_OVERHEAD, receiveMultipart, toBuffer } from "../../http/receiveMultipart.js";
import type { LogVariableRecord } from "../../timeseries/TimeSeriesStore.js";
import { refreshQualityModelOf } from "../dataQuality/fleetSummary.js";
import { storeOf, vesselInScope } from "../logData/scope.js";
import { refreshStatusOf } from "../longTrends/statusStore.js";
import { visibleVessels } from "../vessels/visibleVessels.js";
import { taxaWithCategories, validateTaxonomyRows } from "./taxonomyRules.js";
import { readUploadedTaxonomy, type TaxonomyRow, taxonomyWorkbook } from "./taxonomyWorkbook.js";

const doc = apiDocs("Taxonomy");

type Ctx = Context<AppEnv>;

const MAX_TAXONOMY_BYTES = 10 * 1024 * 1024;
const TAXONOMY_TOO_LARGE =
  "The taxonomy file is larger than 10 MB. Upload the workbook downloaded from this page.";
const taxonomyUploadBody = allowBody(MAX_TAXONOMY_BYTES + MULTIPART_OVERHEAD, TAXONOMY_TOO_LARGE);

const taxonomyOrder = (a: TaxonomyRow, b: TaxonomyRow) =>
  byName(a, b) || a.vesselName.localeCompare(b.vesselName, "en");

/**
 * Taxonomy (spec 3 §2, §7): the log variables of the vessels the caller may see (or of `vesselId`) with
 * their taxa, the taxa by category, and the Excel download and upload (upload: administrators only).
 */
export function taxonomyRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const variablesOf = async (c: Ctx): Promise<Array<{ record: LogVariableRecord; row: TaxonomyRow }>> => {
    const session = c.get("session");
    const wanted = c.req.query("vesselId")?.trim();
    const vessels = wanted ? [vesselInScope(ctx, session, wanted)] : visibleVessels(ctx, session.actor);
    const found = [];
    for (const vessel of vessels) {
      for (const record of await storeOf(ctx).variables(vessel.id)) {
        found.push({
          record,
          row: {
            id: record.id,
            vesselName: vessel.name,
            imoNumber: vessel.imoNumber,
            name: record.name,
            unit: record.unit,
            onboardSystem: record.onboardSystem,
            taxa: record.taxa,
          },
        });
      }
    }
    return found.sort((a, b) => taxonomyOrder(a.row, b.row));
  };

  app.get(
    "/Taxonomy",
    doc({
      summary: "List log variables with their taxa",
      response: z.array(taxonomyVariableAnswer),
      queryParams: { vesselId: "Only this vessel's (default every vessel the caller sees)" },
    }),
    async (c) => {
      const rows = (await variablesOf(c)).map(({ row }) => ({
        id: row.id,
        name: row.name,
        vesselName: row.vesselName,
        imoNumber: row.imoNumber,
        unit: row.unit,
        onboardSystem: row.onboardSystem,
        taxa: row.taxa.map((name) => ({ name })),
      }));
      return c.json(rows);
    },
  );

  app.get(
    "/Taxonomy/Taxa",
    doc({
      summary: "The taxa the log variables carry, by category",
      response: z.array(categorisedTaxonAnswer),
      queryParams: { vesselId: "Only this vessel's (default every vessel the caller sees)" },
    }),
    async (c) => {
      const variables = await variablesOf(c);
      return c.json(taxaWithCategories(variables.flatMap(({ row }) => row.taxa)));
    },
  );

  app.get(
    "/Taxonomy/Excel",
    doc({
      summary: "Download the log variables and their taxa as an Excel workbook",
      queryParams: { vesselId: "Only this vessel's (default every vessel the caller sees)" },
      produces: "xlsx",
    }),
    async (c) => {
      const workbook = await taxonomyWorkbook((await variablesOf(c)).map(({ row }) => row));
      return c.body(new Uint8Array(workbook), 200, {
        "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "content-disposition": 'attachment; filename="Taxonomy.xlsx"',
      });
    },
  );

  app.post(
    "/Taxonomy/Excel",
    doc({
      summary: "Upload an Excel workbook of log variables' taxa and apply it",
      response: taxonomyUploadAnswer,
      queryParams: { vesselId: "Only this vessel's (default every vessel the caller sees)" },
      upload: {},
      roles: ["Administrator"],
    }),
    taxonomyUploadBody,
    async (c) => {
      if (c.get("session").actor.role !== "Administrator") {
        throw new ForbiddenError("Only administrators can upload the taxonomy.");
      }
      const { content } = await receiveMultipart(
        c.req.raw,
        {
          maxFileBytes: MAX_TAXONOMY_BYTES,
          tooLargeMessage: TAXONOMY_TOO_LARGE,
          noFileMessage: 'No file was uploaded. Send the Excel file in the multipart field "file".',
        },
        toBuffer,
      );
      const rows = await readUploadedTaxonomy(content);
      const variables = await variablesOf(c);
      const byId = new Map(variables.map(({ record }) => [record.id, record]));
      const { changes, problems } = validateTaxonomyRows(rows, new Set(byId.keys()));
      // The store keeps a variable's taxa when it is given none, so taking all of them away cannot be applied.
      for (const change of changes) {
        if (change.taxa.length === 0 && byId.get(change.variableId)!.taxa.length > 0) {
          problems.push(`Row ${change.row}: a log variable that has taxa must keep at least one.`);
        }
      }
      if (problems.length > 0) {
        throw new ValidationError(
          `The taxonomy file has ${problems.length} problem(s); nothing was changed.`,
          problems,
        );
      }
      const changed = changes.filter((change) => {
        const current = byId.get(change.variableId)!.taxa;
        return change.taxa.join("\n") !== current.join("\n");
      });
      const writer = await storeOf(ctx).beginImport();
      try {
        const perVessel = new Map<string, LogVariableRecord[]>();
        for (const change of changed) {
          const record = byId.get(change.variableId)!;
          const list = perVessel.get(record.vesselId) ?? [];
          list.push({ ...record, taxa: change.taxa });
          perVessel.set(record.vesselId, list);
        }
        for (const [vesselId, list] of perVessel) {
          await writer.defineVariables(
            vesselId,
            list.map(({ name, unit, onboardSystem, taxa }) => ({ name, unit, onboardSystem, taxa })),
          );
        }
        await writer.commit();
      } catch (error) {
        await writer.rollback();
        throw error;
      }
      // The feature-mapping suggestion reads the taxa: the vessels' stored statuses and data-quality days follow.
      for (const vesselId of new Set(changed.map((change) => byId.get(change.variableId)!.vesselId))) {
        await refreshStatusOf(ctx, vesselId);
        await refreshQualityModelOf(ctx, vesselId);
      }
      return c.json({ rows: changes.length, updated: changed.length });
    },
  );

  return app;
}
