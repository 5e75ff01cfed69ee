import styled from "@emotion/styled";
import { SafeMarkdown } from "../../shared/ui/SafeMarkdown";

const Body = styled.div`
  color: ${(p) => p.theme.color.text};
  line-height: 1.55;
  overflow-wrap: anywhere;
  p { margin: 0 0 8px; }
  p:last-child { margin-bottom: 0; }
  ul, ol { margin: 0 0 8px; padding-left: 22px; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; }
  a { color: ${(p) => p.theme.color.primary}; }
`;

/** A note's Markdown as React elements (never HTML: see SafeMarkdown). */
export function NoteBody({ markdown }: { markdown: string }) {
  return (
    <Body data-testid="note-body">
      <SafeMarkdown markdown={markdown} />
    </Body>
  );
}
