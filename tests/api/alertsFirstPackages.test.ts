import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConditionView } from "../../domain/alerts/conditions.js";
import type { IncidentPage } from "../../domain/alerts/incidents.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { alertEngineOf } from "../../server/features/alerts/AlertEngine.js";
import { type LoggingHistoryRow, writeDataPackage } from "../../server/imports/packageWriter.js";
import { serverStores } from "../support/storeFixtures.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { settled, upload } from "./importsSupport.js";

/**
 * A threshold on a variable the vessel has just begun to send, while its other data reaches further:
 * the cluster test's case (tests/cluster/cluster.test.ts), whose demo history ends at 23:59 of the day
 * before the processes started, at fixed times.
 */
const AURORA = "9312482";
const PROBE = "Probe temperature";
const MIN = 60_000;
const DAY_START = Date.parse("2026-11-29T00:00:00Z");
const FIRST = Date.parse("2026-11-29T23:47:00Z");

describe.each(serverStores("keelson_alerts_first"))(
  "alerts on a variable's first packages ($name)",
  ({ overrides }) => {
    let server: TestServer;
    let dir: string;
    let admin: string;
    let superUser: string;
    let aurora: string;

    const imported = async (
      name: string,
      rows: () => AsyncGenerator<LoggingHistoryRow>,
      variable: string,
    ) => {
      const file = path.join(dir, name);
      await writeDataPackage(file, {
        manifest: { imoNumber: AURORA, createdAt: new Date(FIRST).toISOString() },
        variables: [{ name: variable, unit: "", onboardSystem: "Engine", taxa: [] }],
        rows: rows(),
      });
      const answer = await upload(server, file, { apiKey: DEMO_LOGINS.nordicBulkApiKey, fileName: name });
      expect(answer.status).toBe(202);
      expect((await settled(server, admin, answer.body.importPath!)).errorMessage ?? null).toBeNull();
      await alertEngineOf(server.ctx).idle();
    };

    beforeAll(async () => {
      server = await startTestServer(overrides);
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-alerts-first-"));
      admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
      superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
      aurora = Object.values(server.ctx.readModels.state("vessels").byId).find(
        (v) => v.imoNumber === AURORA && v.isDataReceiver,
      )!.id;
    });
    afterAll(async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it("a limit held across the new variable's packages of minutes opens once, on time, though the vessel's day runs on to 23:59", async () => {
      await imported(
        `${AURORA}_day.zip`,
        async function* () {
          for (let t = DAY_START; t < DAY_START + 1440 * MIN; t += MIN)
            yield { timestamp: t, variable: "SOG", value: 12 };
        },
        "SOG",
      );
      const created = await server.api<ConditionView>("POST", "/NotificationConditions", {
        token: superUser,
        body: {
          name: "Probe hot",
          kind: "Threshold",
          vesselIds: [aurora],
          threshold: {
            variableName: PROBE,
            comparison: "Above",
            warning: { high: 420 },
            sustainedMinutes: 10,
          },
        },
      });
      expect(created.status).toBe(201);
      // Four packages of four minutes from 23:47, in order: above 420 from 23:48 to 00:00.
      for (let p = 0; p < 4; p++)
        await imported(
          `${AURORA}_probe-${p}.zip`,
          async function* () {
            for (let m = p * 4; m < p * 4 + 4; m++)
              yield { timestamp: FIRST + m * MIN, variable: PROBE, value: m >= 1 && m <= 13 ? 430 : 380 };
          },
          PROBE,
        );
      const page = await server.api<IncidentPage>("GET", `/Incidents/Find?vesselId=${aurora}&limit=1000`, {
        token: superUser,
      });
      const found = page.body.items.filter((i) => i.conditionId === created.body.id);
      expect(found.map((i) => [i.openVesselEvent.timestamp, i.closeVesselEvent?.timestamp ?? null])).toEqual([
        ["2026-11-29T23:58:00.000Z", "2026-11-30T00:01:00.000Z"],
      ]);
    });
  },
);
