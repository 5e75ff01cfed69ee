/**
 * Client error reports end to end (docs/operations.md, "Client errors"), on the production build: a render
 * error (an API answer of the wrong shape: an announcement whose title is an object, which React refuses to
 * render) reaches POST /ClientErrors once, with its React component stack and route pattern, and the build's
 * hidden source map decodes that stack to the component's source file. An uncaught error outside React is
 * reported too. Nothing in the client is changed for the test: the answer is replaced in the browser.
 */
import path from "node:path";
import { expect, type Request, test } from "@playwright/test";
import type { ClientErrorReport } from "../../domain/platform/clientErrorReport";
import { decodeStack } from "../../scripts/clientErrorDecode";
import { DEMO, signIn } from "./support";

const MAPS = path.join(process.cwd(), "dist", "client", "assets");

test("a render error and an uncaught error reach the server's log, each once, with their places", async ({
  page,
}) => {
  const reports: ClientErrorReport[] = [];
  const answers: number[] = [];
  page.on("requestfinished", async (request: Request) => {
    if (!request.url().endsWith("/api/v1/ClientErrors")) return;
    reports.push(request.postDataJSON() as ClientErrorReport);
    answers.push((await request.response())?.status() ?? 0);
  });
  await page.route("**/api/v1/Announcement/GetByUser", (route) =>
    route.fulfill({
      json: [
        {
          announcementId: "00000000-0000-4000-8000-000000000185",
          title: { not: "text" },
          announcementDetails: "Broken on purpose by the test",
          publishDate: new Date().toISOString(),
          isView: false,
        },
      ],
    }),
  );
  await signIn(page, DEMO.superUser);

  await expect
    .poll(() => reports.filter((r) => r.source.startsWith("react-")).length, { timeout: 20_000 })
    .toBe(1);
  const render = reports.find((r) => r.source.startsWith("react-"))!;
  // React error #31 ("Objects are not valid as a React child"), minified in the production build.
  expect(render.message).toMatch(/#31|Objects are not valid as a React child/);
  expect(render.route).not.toContain("?");
  expect(render.build).toMatch(/^\d+\.\d+\.\d+\+\w+/);
  expect(render.componentStack).toContain("at h3");
  expect(render.componentStack).toMatch(/\/assets\/[^/\s]+\.js:\d+:\d+/);
  // The hidden map of this very build names the component and its file.
  expect(decodeStack(render.componentStack ?? "", MAPS, { callChain: false })).toMatch(
    /at AnnouncementCard \(client\/src\/features\/announcements\/AnnouncementCard\.tsx:\d+:\d+\)/,
  );

  await page.evaluate(() => {
    for (let i = 0; i < 3; i++) {
      setTimeout(() => {
        throw new TypeError("e2e: the same uncaught error three times");
      }, 0);
    }
  });
  await expect
    .poll(() => reports.filter((r) => r.source === "window-error").length, { timeout: 10_000 })
    .toBe(1);
  await page.waitForTimeout(500);
  expect(reports.filter((r) => r.source === "window-error")).toHaveLength(1);
  expect(answers.every((status) => status === 204)).toBe(true);
});
