import styled from "@emotion/styled";
import { TableCard } from "../../shared/table/TableCard";
import type { RowTone } from "./consumptionRows";

/** Row tones of the consumption table: a strong bar at the row start and a soft tint behind it. */
export const TONE_COLORS: Record<RowTone, { bar: string; light: string; dark: string }> = {
  teal: { bar: "#0d9488", light: "rgba(13, 148, 136, 0.14)", dark: "rgba(45, 212, 191, 0.16)" },
  lightTeal: { bar: "#5eead4", light: "rgba(94, 234, 212, 0.14)", dark: "rgba(94, 234, 212, 0.08)" },
  orange: { bar: "#ea580c", light: "rgba(234, 88, 12, 0.12)", dark: "rgba(251, 146, 60, 0.16)" },
  lightOrange: { bar: "#fdba74", light: "rgba(253, 186, 116, 0.2)", dark: "rgba(253, 186, 116, 0.08)" },
};

const toneRules = (mode: "light" | "dark") =>
  Object.entries(TONE_COLORS)
    .map(
      ([tone, color]) =>
        `.p-datatable .p-datatable-tbody > tr.tone-${tone} { background: ${color[mode]}; }
         .p-datatable .p-datatable-tbody > tr.tone-${tone} > td:first-of-type { box-shadow: inset 4px 0 0 ${color.bar}; }`,
    )
    .join("\n");

/** A table card for fuel data: compact cells, tinted consumption rows, an add row under the table. */
export const FuelTableCard = styled(TableCard)`
  .p-datatable .p-datatable-tbody > tr > td { padding: 0.45rem 0.75rem; }
  .p-datatable .p-datatable-thead > tr > th { padding: 0.55rem 0.75rem; }
  ${(p) => toneRules(p.theme.mode)}
  .p-datatable .p-datatable-tbody > tr[class*="tone-"]:hover { filter: brightness(0.97); }
`;

/** A colour key of the consumption sources. */
export function SourceLegend() {
  const items: [RowTone, string][] = [
    ["teal", "Log data"],
    ["orange", "Manual or corrected"],
    ["lightTeal", "Regression"],
    ["lightOrange", "Manual estimate"],
  ];
  return (
    <ul
      aria-label="Row colours"
      css={(theme) => ({
        display: "flex",
        flexWrap: "wrap",
        gap: "4px 14px",
        listStyle: "none",
        margin: 0,
        padding: 0,
        fontSize: "0.82rem",
        color: theme.color.textMuted,
      })}
    >
      {items.map(([tone, label]) => (
        <li key={tone} css={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
          <span
            aria-hidden="true"
            css={{ width: 12, height: 12, borderRadius: 3, background: TONE_COLORS[tone].bar }}
          />
          {label}
        </li>
      ))}
    </ul>
  );
}
