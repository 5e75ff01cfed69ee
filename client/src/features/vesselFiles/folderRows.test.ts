import { describe, expect, it } from "vitest";
import type { VesselFileAnswer } from "../../../../domain/vesselFiles/answers";
import { crumbsOf, nameTaken, rowsOf, stillTemporary } from "./folderRows";

const file = (fileName: string): VesselFileAnswer => ({
  id: fileName,
  vesselId: "v",
  fileName,
  fileSize: 1,
  uploadedTime: "2026-01-01T00:00:00Z",
  uploadedBy: "u",
  uploadedByName: "U",
  extension: "pdf",
});
const files = [file("Top.pdf"), file("Certificates/Class.pdf"), file("Certificates/Old/Hull.pdf")];
const folders = ["Certificates", "Certificates/Old"];

describe("document rows", () => {
  it("lists the sub-folders of a folder first, temporary ones included, then its files", () => {
    expect(rowsOf(files, folders, ["New"], "").map((r) => [r.kind, r.name])).toEqual([
      ["folder", "Certificates"],
      ["folder", "New"],
      ["file", "Top.pdf"],
    ]);
    const inside = rowsOf(files, folders, [], "Certificates");
    expect(inside.map((r) => r.name)).toEqual(["Old", "Class.pdf"]);
    expect(inside[0]).toMatchObject({ fileCount: 1, temporary: false });
  });

  it("makes the breadcrumb and drops temporary folders once files fill them", () => {
    expect(crumbsOf("Certificates/Old").map((c) => c.path)).toEqual(["", "Certificates", "Certificates/Old"]);
    expect(stillTemporary(["New", "certificates"], folders)).toEqual(["New"]);
  });

  it("finds a taken name in a folder, without regard to case", () => {
    expect(nameTaken(files, folders, "Certificates", "class.PDF")).toBe("file");
    expect(nameTaken(files, folders, "", "certificates")).toBe("folder");
    expect(nameTaken(files, folders, "", "Free.pdf")).toBeNull();
    expect(nameTaken(files, folders, "", "Top.pdf", "Top.pdf")).toBeNull();
  });
});
