import { describe, expect, it } from "vitest";
import { helpTopics } from "../../shared/routing/helpTopics";
import { helpArticle, helpArticlePaths } from "./helpArticles";

const topicPaths = new Set<string>(helpTopics.map((t) => t.path));

describe("help articles", () => {
  it("belong to a topic of the help menu and open with the page's heading", () => {
    expect(helpArticlePaths().length).toBeGreaterThanOrEqual(6);
    for (const path of helpArticlePaths()) {
      expect(topicPaths.has(path), path).toBe(true);
      expect(helpArticle(path)!.startsWith("# "), path).toBe(true);
    }
  });

  it("link only to help pages that exist, and carry no HTML (it would be dropped)", () => {
    for (const path of helpArticlePaths()) {
      const markdown = helpArticle(path)!;
      for (const [, target] of markdown.matchAll(/\]\((\/Help\/[^)]+)\)/g)) {
        expect(topicPaths.has(target!.slice("/Help/".length)), `${path} → ${target}`).toBe(true);
      }
      expect(markdown, path).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });

  it("exist for every topic of the help menu but What's new (which lists the releases)", () => {
    for (const topic of helpTopics)
      if (topic.path !== "VersionHistory") expect(helpArticle(topic.path), topic.path).not.toBeNull();
  });

  it("answers the ISO 19030 topic under both of its paths", () => {
    expect(helpArticle("ISO 19030")).toBe(helpArticle("ISO19030"));
  });
});
