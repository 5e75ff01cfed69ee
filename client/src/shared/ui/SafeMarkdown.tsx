import Markdown, { defaultUrlTransform } from "react-markdown";
import { Link } from "react-router-dom";
import remarkGfm from "remark-gfm";

/** Only web and mail links survive, and with `internalLinks` paths of this app; javascript:, data: become no link. */
const safeUrl = (internalLinks: boolean) => (url: string) => {
  const transformed = defaultUrlTransform(url);
  if (internalLinks && /^\/(?!\/)/.test(transformed)) return transformed;
  return /^(https?:|mailto:)/i.test(transformed) ? transformed : "";
};

/**
 * Markdown (with GitHub's tables, strikethrough and autolinks) as React elements, never as HTML: HTML inside the text is dropped (skipHtml), images are not
 * fetched, and outside links open in a new tab without access to this page. With `internalLinks`, a link
 * to a path of the app ("/Help/CII") navigates inside it.
 */
export function SafeMarkdown({
  markdown,
  internalLinks = false,
}: {
  markdown: string;
  internalLinks?: boolean;
}) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      skipHtml
      urlTransform={safeUrl(internalLinks)}
      disallowedElements={["img"]}
      unwrapDisallowed
      components={{
        a: ({ href, children }) =>
          !href ? (
            <span>{children}</span>
          ) : internalLinks && href.startsWith("/") ? (
            <Link to={href}>{children}</Link>
          ) : (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ),
      }}
    >
      {markdown}
    </Markdown>
  );
}
