import { randomUUID } from "node:crypto";
import type { CompanyDetails } from "../../domain/companies/company.js";
import {
  hullPerformanceAggregate,
  setHullPerformanceSettings,
  setTriggerValue,
} from "../../domain/hullPerformance/events.js";
import type { UserProfile } from "../../domain/users/events.js";
import { featureByName } from "../../domain/vessels/features.js";
import { setShaftPowerLimitation } from "../../domain/vessels/vessel.js";
import { execute } from "../commands/execute.js";
import { type AppContext, systemMetadata } from "../context.js";
import {
  addUserToAccessGroupCommand,
  addVesselToAccessGroupCommand,
  createAccessGroupCommand,
} from "../features/accessGroups/commands.js";
import { publishAnnouncementCommand } from "../features/announcements/commands.js";
import { registerCompanyCommand, setPartnerKeysCommand } from "../features/companies/commands.js";
import {
  issueApiKeyCommand,
  registerUserCommand,
  setActingCompanyCommand,
} from "../features/users/commands.js";
import {
  activateFeatureCommand,
  activateVesselCommand,
  registerVesselCommand,
  setDataReceiverCommand,
  vesselCommand,
} from "../features/vessels/commands.js";
import {
  ATLANTIC_TANKERS_VESSELS,
  DEMO_FEATURES,
  DEMO_LOGINS,
  type DemoVessel,
  NORDIC_BULK_VESSELS,
  UNASSIGNED_VESSEL,
} from "./demoFleet.js";

const profile = (p: Partial<UserProfile> & Pick<UserProfile, "name" | "role">): UserProfile => ({
  email: null,
  title: "",
  phoneNumber: "",
  companyId: null,
  daysBeforeDataOutdated: 2,
  ...p,
});

const company = (
  name: string,
  contactName: string,
  contactEmail: string,
  contactPhone: string,
): CompanyDetails => ({
  name,
  contactName,
  contactEmail,
  contactPhone,
  subscriptionStatus: "Active",
  dcMasterDataCompanyId: null,
  notes: "",
});

/**
 * A demo vessel's hull-performance settings: its speed-power reference (demoFleet.ts) and a maintenance
 * trigger value of 2 pp. Its dry dockings follow once its voyages are in (seedDemoDryDockings.ts).
 */
async function seedHullPerformance(
  ctx: AppContext,
  meta: ReturnType<typeof systemMetadata>,
  vesselId: string,
  vessel: DemoVessel,
): Promise<void> {
  if (!vessel.hullPerformance) return;
  const settings = vessel.hullPerformance;
  await execute(
    ctx,
    hullPerformanceAggregate,
    vesselId,
    (s) => setHullPerformanceSettings(s, { vesselId, settings }),
    {
      metadata: meta,
    },
  );
  await execute(
    ctx,
    hullPerformanceAggregate,
    vesselId,
    (s) => setTriggerValue(s, { vesselId, triggerValue: 2 }),
    {
      metadata: meta,
    },
  );
}

/** Creates the demo fleet through the same commands the API uses, so its history is ordinary events. */
export async function seedDemoFleet(ctx: AppContext): Promise<void> {
  const meta = systemMetadata(`demo-${randomUUID()}`);

  const nordicBulk = await registerCompanyCommand(
    ctx,
    meta,
    company("Nordic Bulk AS", "Ingrid Solberg", "ops@nordicbulk.demo", "+47 55 00 00 00"),
  );
  const atlantic = await registerCompanyCommand(
    ctx,
    meta,
    company("Atlantic Tankers Ltd", "Fiona MacLeod", "ops@atlantictankers.demo", "+44 141 000 0000"),
  );
  // Partner-platform keys valid for a year, so the demo's partner page works (they are demo values).
  const keysExpireAt = new Date(ctx.now().getTime() + 365 * 86_400_000).toISOString();
  for (const [companyId, tenant] of [
    [nordicBulk, "nordic-bulk"],
    [atlantic, "atlantic-tankers"],
  ] as const) {
    await setPartnerKeysCommand(ctx, meta, companyId, {
      kognifaiTenantId: `demo-${tenant}`,
      clientId: `keelson-demo-${tenant}`,
      clientSecret: `demo-secret-${randomUUID()}`,
      expiresAt: keysExpireAt,
    });
  }

  const addFleet = async (companyId: string, vessels: DemoVessel[]) => {
    const ids: string[] = [];
    for (const vessel of vessels) {
      const id = await registerVesselCommand(ctx, meta, { ...vessel, companyId });
      await activateVesselCommand(ctx, meta, id);
      await setDataReceiverCommand(ctx, meta, id);
      for (const name of DEMO_FEATURES) await activateFeatureCommand(ctx, meta, id, featureByName(name)!.id);
      const limitation = vessel.shaftPowerLimitation;
      if (limitation)
        await vesselCommand(ctx, meta, id, (s) => setShaftPowerLimitation(s, { vesselId: id, limitation }));
      await seedHullPerformance(ctx, meta, id, vessel);
      ids.push(id);
    }
    return ids;
  };
  const nordicVessels = await addFleet(nordicBulk, NORDIC_BULK_VESSELS);
  await addFleet(atlantic, ATLANTIC_TANKERS_VESSELS);
  await registerVesselCommand(ctx, meta, UNASSIGNED_VESSEL);

  const admin = await registerUserCommand(ctx, meta, {
    profile: profile({
      name: "Keelson Administrator",
      email: DEMO_LOGINS.admin.email,
      title: "Provider administrator",
      role: "Administrator",
    }),
    password: DEMO_LOGINS.admin.password,
  });
  await setActingCompanyCommand(ctx, meta, admin, nordicBulk);

  await registerUserCommand(ctx, meta, {
    profile: profile({
      name: "Ingrid Solberg",
      email: DEMO_LOGINS.superUser.email,
      title: "Fleet manager",
      phoneNumber: "+47 900 00 001",
      role: "SuperUser",
      companyId: nordicBulk,
    }),
    password: DEMO_LOGINS.superUser.password,
  });
  const crew = await registerUserCommand(ctx, meta, {
    profile: profile({
      name: "Lars Hansen",
      email: DEMO_LOGINS.crew.email,
      title: "Chief engineer",
      role: "User",
      companyId: nordicBulk,
    }),
    password: DEMO_LOGINS.crew.password,
  });
  const apiUser = await registerUserCommand(ctx, meta, {
    profile: profile({ name: "Nordic Bulk data feed", role: "ApiUser", companyId: nordicBulk }),
    password: null,
  });
  await issueApiKeyCommand(ctx, meta, apiUser, { key: DEMO_LOGINS.nordicBulkApiKey });
  const partner = await registerUserCommand(ctx, meta, {
    profile: profile({
      name: "Partner Analytics",
      email: DEMO_LOGINS.partner.email,
      title: "Partner platform",
      role: "KognifaiUser",
      companyId: nordicBulk,
    }),
    password: DEMO_LOGINS.partner.password,
  });
  const ops = await registerUserCommand(ctx, meta, {
    profile: profile({
      name: "Fiona MacLeod",
      email: DEMO_LOGINS.ops.email,
      title: "Operations superintendent",
      phoneNumber: "+44 7700 900001",
      role: "User",
      companyId: atlantic,
    }),
    password: DEMO_LOGINS.ops.password,
  });

  const nordicDefault = await createAccessGroupCommand(ctx, meta, {
    companyId: nordicBulk,
    name: "All vessels",
    isDefault: true,
  });
  await addUserToAccessGroupCommand(ctx, meta, nordicDefault, partner);
  const crewGroup = await createAccessGroupCommand(ctx, meta, {
    companyId: nordicBulk,
    name: "Aurora and Fjell crews",
    isDefault: false,
  });
  for (const id of nordicVessels.slice(0, 2)) await addVesselToAccessGroupCommand(ctx, meta, crewGroup, id);
  await addUserToAccessGroupCommand(ctx, meta, crewGroup, crew);

  const atlanticDefault = await createAccessGroupCommand(ctx, meta, {
    companyId: atlantic,
    name: "All vessels",
    isDefault: true,
  });
  await addUserToAccessGroupCommand(ctx, meta, atlanticDefault, ops);

  await publishAnnouncementCommand(ctx, meta, {
    title: "Welcome to Keelson",
    announcementDetails:
      "This is the demo fleet: Nordic Bulk AS with three bulk carriers and Atlantic Tankers Ltd with two tankers. Announcements like this one reach you live.",
    companyId: null,
  });
}
