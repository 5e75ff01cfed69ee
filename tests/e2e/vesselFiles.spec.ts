import { type Browser, expect, type Page, test } from "@playwright/test";
import { documentSamples, samplePdf } from "../support/documentSamples";
import { DEMO, dismissAnnouncementPopup, lookAt, signIn } from "./support";

test.setTimeout(120_000);

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** Crew in the light theme; the dark theme through the theme switcher, which administrators have. */
async function openDocuments(page: Page, vesselName: string, theme: "light" | "dark") {
  await signIn(page, theme === "light" ? DEMO.crew : DEMO.admin);
  await dismissAnnouncementPopup(page);
  await expect(page).not.toHaveURL(/\/login/);
  const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as {
    id: string;
    name: string;
  }[];
  const vessel = vessels.find((v) => v.name === vesselName)!;
  await page.goto(`/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/VesselFiles`);
  await expect(page.getByRole("heading", { name: "Documents" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("storage-used")).toBeVisible();
  const toggle = page.getByTestId("theme-switch");
  if (theme === "dark") {
    if ((await toggle.getAttribute("data-theme-mode")) !== "dark") await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-mode", "dark");
  }
}

const upload = (page: Page, name: string, buffer: Buffer, mimeType = "application/pdf") =>
  page.getByTestId("upload-input").setInputFiles({ name, mimeType, buffer });

const fileRow = (page: Page, name: string) => page.locator(`[data-testid="file-row"][data-name="${name}"]`);
const folderRow = (page: Page, name: string) =>
  page.locator(`[data-testid="folder-row"][data-name="${name}"]`);

async function rowAction(page: Page, row: ReturnType<typeof fileRow>, action: string) {
  await row.getByTestId("row-menu").click();
  await page.getByRole("menuitem", { name: action }).click();
}

for (const theme of ["light", "dark"] as const) {
  test(`documents (${theme}): upload a PDF and view it, make a folder, drag a file in, rename, delete`, async ({
    browser,
  }) => {
    const page = await newPage(browser);
    // Each theme on its own vessel, so neither depends on the other having run.
    const vesselName = theme === "light" ? "Nordic Aurora" : "Nordic Fjell";
    await openDocuments(page, vesselName, theme);
    const run = `${theme}-${Date.now().toString(36)}`;
    // The welcome text shows while the vessel has no document yet (the compliance spec may have put
    // voyage files into Nordic Aurora's documents before this one runs).
    const vessels = (await (await page.request.get("/api/v1/Vessels")).json()) as {
      id: string;
      name: string;
    }[];
    const listed = (await (
      await page.request.get(`/api/v1/VesselFiles?vesselId=${vessels.find((v) => v.name === vesselName)!.id}`)
    ).json()) as { files: unknown[]; folders: unknown[] };
    if (test.info().retry === 0 && listed.files.length === 0 && listed.folders.length === 0) {
      await expect(page.getByTestId("documents-welcome")).toContainText("Welcome to the document portal!");
      await lookAt(page, `documents-empty-${theme}`, { fullPage: true });
    }

    // A refused type: the spec's message, nothing listed.
    await upload(page, `tool-${run}.exe`, Buffer.from("MZ"), "application/octet-stream");
    await expect(page.getByText("Files of this type are not supported")).toBeVisible();

    // Upload a PDF and an Excel file; the list shows who, when and the size in base 1000.
    const pdfName = `Class certificate ${run}.pdf`;
    const pdf = samplePdf(`Certificate ${run}`);
    await upload(page, pdfName, pdf);
    await expect(fileRow(page, pdfName)).toBeVisible({ timeout: 15_000 });
    await expect(fileRow(page, pdfName)).toContainText(`${pdf.length} B`);
    const xlsxName = `Bunker log ${run}.xlsx`;
    await upload(
      page,
      xlsxName,
      documentSamples.xlsx(),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    await expect(fileRow(page, xlsxName)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("storage-used")).toContainText("of 1 GB used");

    // The same name again asks before replacing.
    await upload(page, pdfName, pdf);
    await expect(page.getByText(`${pdfName} already exists. Do you want to replace it?`)).toBeVisible();
    await page.getByTestId("confirm-no").click();

    // View the PDF in the app, then go back.
    await rowAction(page, fileRow(page, pdfName), "View");
    await expect(page.getByTestId("pdf-viewer")).toBeVisible();
    await expect(page.getByTestId("pdf-page")).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId("pdf-loading")).toHaveCount(0, { timeout: 30_000 });
    await lookAt(page, `documents-viewer-${theme}`, { fullPage: true });
    await page.getByTestId("pdf-back").click();
    await expect(fileRow(page, pdfName)).toBeVisible();
    // The file name itself opens it too.
    await fileRow(page, pdfName).getByTestId("file-name").click();
    await expect(page.getByTestId("pdf-viewer")).toBeVisible();
    await page.getByTestId("pdf-back").click();
    await expect(fileRow(page, pdfName)).toBeVisible();

    // New folder: shown at once, kept only once a file is in it; drag the PDF into it.
    const folderName = `Certificates ${run}`;
    await page.getByTestId("new-folder").click();
    await page.getByTestId("folder-name-name").fill(folderName);
    await page.getByTestId("folder-name-save").click();
    await expect(folderRow(page, folderName)).toContainText("empty until a file is added");
    await fileRow(page, pdfName).dragTo(folderRow(page, folderName));
    await expect(fileRow(page, pdfName)).toHaveCount(0, { timeout: 15_000 });
    await expect(folderRow(page, folderName)).toContainText("1 file");
    await lookAt(page, `documents-list-${theme}`, { fullPage: true });
    await folderRow(page, folderName).getByTestId("folder-open").click();
    await expect(page.getByTestId("breadcrumb").last()).toHaveText(folderName);
    await expect(fileRow(page, pdfName)).toBeVisible();

    // Rename: a taken name is refused with the spec's message; a free one is saved.
    await page.getByTestId("breadcrumb").first().click();
    await upload(page, `Other ${run}.pdf`, samplePdf());
    await expect(fileRow(page, `Other ${run}.pdf`)).toBeVisible({ timeout: 15_000 });
    await rowAction(page, fileRow(page, `Other ${run}.pdf`), "Rename");
    await page.getByTestId("rename-name").fill(xlsxName);
    await expect(page.getByTestId("rename-name-error")).toHaveText(
      `A file with the name ${xlsxName} already exists.`,
    );
    await page.getByTestId("rename-name").fill(`Renamed ${run}.pdf`);
    await page.getByTestId("rename-save").click();
    await expect(fileRow(page, `Renamed ${run}.pdf`)).toBeVisible();

    // Delete, with the confirmation.
    await rowAction(page, fileRow(page, `Renamed ${run}.pdf`), "Delete");
    await expect(page.getByText(`Delete Renamed ${run}.pdf?`)).toBeVisible();
    await page.getByTestId("confirm-yes").click();
    await expect(fileRow(page, `Renamed ${run}.pdf`)).toHaveCount(0);

    // An administrator brings a deleted file back within 30 days.
    if (theme === "dark") {
      await page.getByTestId("deleted-files").click();
      const deleted = page.getByTestId("deleted-file").filter({ hasText: `Renamed ${run}.pdf` });
      await expect(deleted).toBeVisible();
      await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot only
      await lookAt(page, `documents-deleted-${theme}`);
      await deleted.getByTestId("deleted-file-restore").click();
      await expect(deleted).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(fileRow(page, `Renamed ${run}.pdf`)).toBeVisible();
    } else {
      await expect(page.getByTestId("deleted-files")).toHaveCount(0);
    }
    await page.context().close();
  });
}
