import { useTheme } from "@emotion/react";
import { Link } from "react-router-dom";

/** Home > Compare > Details (spec 3 §2 Compare vessels); the last crumb is the current page. */
export function CompareBreadcrumbs({ details }: { details?: string }) {
  const theme = useTheme();
  const crumbs: Array<{ label: string; to?: string }> = [
    { label: "Home", to: "/" },
    { label: "Compare", to: details ? "/Compare" : undefined },
    ...(details ? [{ label: "Details" }] : []),
  ];
  return (
    <nav aria-label="Breadcrumb" data-testid="compare-breadcrumbs" css={{ marginBottom: 8 }}>
      <ol
        css={{
          display: "flex",
          gap: 8,
          listStyle: "none",
          margin: 0,
          padding: 0,
          color: theme.color.textMuted,
        }}
      >
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} css={{ display: "flex", gap: 8 }}>
            {i > 0 && <span aria-hidden="true">›</span>}
            {crumb.to ? (
              <Link to={crumb.to} css={{ color: theme.color.primary }}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
