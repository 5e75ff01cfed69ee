import styled from "@emotion/styled";
import Markdown, { defaultUrlTransform } from "react-markdown";

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

/** Only web and mail links survive; anything else (javascript:, data:) becomes no link at all. */
const safeUrl = (url: string): string => {
  const transformed = defaultUrlTransform(url);
  return /^(https?:|mailto:)/i.test(transformed) ? transformed : "";
};

/**
 * A note's Markdown as React elements. HTML inside a note is never parsed (skipHtml drops it), images
 * are not fetched, and links open in a new tab without access to this page.
 */
export function NoteBody({ markdown }: { markdown: string }) {
  return (
    <Body data-testid="note-body">
      <Markdown
        skipHtml
        urlTransform={safeUrl}
        disallowedElements={["img"]}
        unwrapDisallowed
        components={{
          a: ({ href, children }) =>
            href ? (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {children}
              </a>
            ) : (
              <span>{children}</span>
            ),
        }}
      >
        {markdown}
      </Markdown>
    </Body>
  );
}
