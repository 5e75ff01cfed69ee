import { css, type SerializedStyles } from "@emotion/react";
import type { AppTheme } from "./tokens";

/**
 * Lara Light's own colours fall below WCAG AA contrast (white on its blue #3b82f6 is 3.68:1, on its
 * green, orange and sky under 3:1; its warning and error message text under 3:1), so in the light
 * theme PrimeReact's filled buttons, tags, badges and messages take the theme's AA tokens instead.
 * The selectors repeat Lara's so these rules (emitted after the theme sheet) win.
 */
export function primeContrast(theme: AppTheme): SerializedStyles | null {
  if (theme.mode !== "light") return null;
  const c = theme.color;
  const filled: [string, string, string][] = [
    ["", c.primary, c.primaryStrong],
    [".p-button-info", c.primary, c.primaryStrong],
    [".p-button-success", c.success, "#0b5c41"],
    [".p-button-warning", c.warning, "#7a4800"],
    [".p-button-danger", c.danger, "#8f1b1b"],
    [".p-button-help", "#7e22ce", "#6b21a8"],
  ];
  const tinted: [string, string, string][] = [
    ["info", c.primary, c.primarySoft],
    ["success", c.success, c.successSoft],
    ["warn", c.warning, c.warningSoft],
    ["error", c.danger, c.dangerSoft],
  ];
  return css`
    ${filled.map(
      ([severity, base, hover]) => `
      .p-button${severity}:not(.p-button-outlined):not(.p-button-text):not(.p-button-link) {
        background: ${base}; border-color: ${base}; color: #ffffff;
      }
      .p-button${severity}:not(.p-button-outlined):not(.p-button-text):not(.p-button-link):not(:disabled):hover {
        background: ${hover}; border-color: ${hover}; color: #ffffff;
      }
      .p-button${severity}.p-button-outlined, .p-button${severity}.p-button-text,
      .p-button${severity}.p-button-outlined:not(:disabled):hover, .p-button${severity}.p-button-text:not(:disabled):hover {
        color: ${base};
      }`,
    )}
    .p-button.p-button-link, .p-button.p-button-link:not(:disabled):hover .p-button-label { color: ${c.primary}; }
    /* A select button's options are buttons too: the filled rule above painted the unchosen ones like the
       chosen one, so nothing told them apart. They keep Lara's light look; the chosen one stays filled. */
    .p-selectbutton > .p-button.p-component:not(.p-highlight) {
      background: ${c.surface}; border-color: ${c.border}; color: ${c.text};
    }
    .p-selectbutton > .p-button.p-component:not(.p-highlight):not(.p-disabled):hover {
      background: ${c.surfaceMuted}; border-color: ${c.border}; color: ${c.text};
    }
    .p-tag, .p-badge { background: ${c.primary}; }
    .p-tag.p-tag-info, .p-badge.p-badge-info { background-color: ${c.primary}; }
    .p-tag.p-tag-success, .p-badge.p-badge-success { background-color: ${c.success}; }
    .p-tag.p-tag-warning, .p-badge.p-badge-warning { background-color: ${c.warning}; }
    .p-tag.p-tag-danger, .p-badge.p-badge-danger { background-color: ${c.danger}; }
    ${tinted.map(
      ([severity, text, background]) => `
      .p-inline-message.p-inline-message-${severity}, .p-message.p-message-${severity},
      .p-toast .p-toast-message.p-toast-message-${severity} {
        background: ${background}; border-color: ${text}; color: ${text};
      }
      .p-inline-message.p-inline-message-${severity} .p-inline-message-icon,
      .p-message.p-message-${severity} .p-message-icon, .p-message.p-message-${severity} .p-message-close,
      .p-toast .p-toast-message.p-toast-message-${severity} .p-toast-message-icon,
      .p-toast .p-toast-message.p-toast-message-${severity} .p-toast-icon-close {
        color: ${text};
      }`,
    )}
  `;
}
