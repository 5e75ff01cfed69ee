import styled from "@emotion/styled";
import { Card } from "../../shared/ui/Card";
import { SafeMarkdown } from "../../shared/ui/SafeMarkdown";
import { helpArticle } from "./helpArticles";

const Article = styled(Card)`
  padding: 28px 32px;
  max-width: 900px;
  color: ${(p) => p.theme.color.text};
  line-height: 1.6;
  h1 { font-size: 1.6rem; margin: 0 0 16px; }
  h2 { font-size: 1.15rem; margin: 28px 0 10px; }
  p, ul, ol { margin: 0 0 12px; }
  ul, ol { padding-left: 22px; }
  li { margin-bottom: 4px; }
  a { color: ${(p) => p.theme.color.primary}; }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.9em;
    background: ${(p) => p.theme.color.surfaceMuted};
    padding: 1px 5px;
    border-radius: 4px;
  }
  table { border-collapse: collapse; margin: 0 0 16px; width: 100%; font-size: 0.93rem; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid ${(p) => p.theme.color.border}; vertical-align: top; }
  th { color: ${(p) => p.theme.color.textMuted}; font-weight: 600; background: ${(p) => p.theme.color.surfaceMuted}; }
`;

/** One help topic's article; its links to other help pages stay inside the app. */
export function HelpArticle({ path }: { path: string }) {
  const markdown = helpArticle(path);
  if (markdown === null) return null;
  return (
    <Article as="article" data-testid="help-article">
      <SafeMarkdown markdown={markdown} internalLinks />
    </Article>
  );
}
