import { css, Global, useTheme } from "@emotion/react";
import { primeContrast } from "./primeContrast";

export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={[
        css`
        *, *::before, *::after { box-sizing: border-box; }
        html { font-size: 14px; }
        html, body { margin: 0; padding: 0; }
        body {
          min-height: 100vh;
          background: ${theme.color.canvas};
          color: ${theme.color.text};
          font-family: var(--font-family, "Inter var", system-ui, sans-serif);
          font-feature-settings: "cv02", "cv03", "cv04", "cv11";
          -webkit-font-smoothing: antialiased;
          transition: background-color 160ms ease;
        }
        a { color: ${theme.color.primary}; }
        #root { min-height: 100vh; }
        h1, h2, h3, h4 { margin: 0; font-weight: 600; letter-spacing: -0.01em; }
        p { margin: 0; }
        .p-dropdown-panel .p-dropdown-items .p-dropdown-item { padding: 0.55rem 0.9rem; }
        .p-menu .p-menuitem-link { padding: 0.6rem 0.95rem; }
        .p-overlaypanel .p-overlaypanel-content { padding: 0; }
      `,
        primeContrast(theme),
      ]}
    />
  );
}
