/** The help articles, one Markdown file per topic path of the help menu (`topics/<path>.md`). */
const files = import.meta.glob("./topics/*.md", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

const articles = new Map(
  Object.entries(files).map(([file, markdown]) => [
    file.replace(/^\.\/topics\//, "").replace(/\.md$/, ""),
    markdown,
  ]),
);

/** The article of a help topic ("CII", "GettingStarted"); "ISO 19030" is the same as "ISO19030". */
export function helpArticle(path: string): string | null {
  return articles.get(path.replace(/\s+/g, "")) ?? null;
}

export const helpArticlePaths = (): string[] => [...articles.keys()];
