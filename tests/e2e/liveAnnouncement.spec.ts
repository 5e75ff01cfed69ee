import { expect, test } from "@playwright/test";
import { DEMO, dismissAnnouncementPopup, sessionHeaders, signIn } from "./support";

test("an announcement reaches a signed-in user in another browser without a reload", async ({ browser }) => {
  const crewContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const crew = await crewContext.newPage();
  const admin = await adminContext.newPage();

  await signIn(crew, DEMO.crew);
  await expect(crew).toHaveURL(/\/FleetOverview$/);
  await dismissAnnouncementPopup(crew, { andLater: false });
  const counter = crew.getByTestId("alerts-bell-counter");
  const before = Number((await counter.count()) > 0 ? await counter.textContent() : "0");

  let reloaded = false;
  crew.on("load", () => {
    reloaded = true;
  });

  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/FleetOverview$/);
  const title = `Harbour notice ${Date.now()}`;
  const response = await admin.request.post("/api/v1/Announcement", {
    headers: await sessionHeaders(admin),
    data: { title, announcementDetails: "Pilotage at Bergen is delayed by fog." },
  });
  expect(response.status()).toBe(201);

  await expect(crew.getByTestId("announcement-popup")).toContainText(title);
  await expect(crew.getByTestId("alerts-bell-counter")).toHaveText(String(before + 1));
  expect(reloaded).toBe(false);

  await crewContext.close();
  await adminContext.close();
});
