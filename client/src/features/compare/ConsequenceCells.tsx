import { useTheme } from "@emotion/react";
import type { ConsequenceAnswer, LatestConsequencesAnswer } from "../../../../domain/longTrends/answers";
import { AlertBox } from "../../shared/ui/AlertBox";

const NA = "n/a";
const signed = (n: number, digits: number) => `${n > 0 ? "+" : ""}${n.toFixed(digits)}`;

/**
 * The consequence columns of one vessel's row at the chosen MCR basis: added fuel (t/day) and its cost
 * (USD/day). Benchmarking and N/A trends show n/a; a vessel without the calculation's inputs says so.
 */
export function ConsequenceCells({
  item,
  mcrPercent,
}: {
  item: ConsequenceAnswer | null;
  mcrPercent: number;
}) {
  const theme = useTheme();
  const row = item?.consequences.find((c) => c.mcrPercent === mcrPercent) ?? null;
  if (item?.state === "MissingCode")
    return (
      <td colSpan={2} css={{ color: theme.color.warning }} data-testid="compare-consequence-missing">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" css={{ marginRight: 6 }} />
        No consequence: vessel-specific code missing
      </td>
    );
  const title = row && item ? `${row.powerKw} kW at ${item.sfoc} g/kWh` : undefined;
  return (
    <>
      <td title={title} data-testid="compare-added-fuel">
        {row ? `${signed(row.addedFuelTonnesPerDay, 2)} t/day` : NA}
      </td>
      <td data-testid="compare-cost">
        {row?.costPerDay !== null && row?.costPerDay !== undefined
          ? `${signed(row.costPerDay, 0)} USD/day`
          : NA}
      </td>
    </>
  );
}

/** The spec's missing-code warning (spec 3 §8) with what each vessel lacks. */
export function MissingCodeWarning({ consequences }: { consequences: LatestConsequencesAnswer }) {
  const missing = consequences.items.filter((i) => i.state === "MissingCode");
  if (missing.length === 0) return null;
  return (
    <AlertBox severity="warning" testId="compare-missing-code">
      {missing[0]!.message} Please contact Keelson support.
      <ul css={{ margin: "6px 0 0", paddingLeft: 20 }}>
        {missing.map((i) => (
          <li key={i.longTrendId}>
            {i.name}: {i.missing.join("; ")}
          </li>
        ))}
      </ul>
    </AlertBox>
  );
}
