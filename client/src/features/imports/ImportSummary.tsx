import { Card } from "../../shared/ui/Card";
import type { ImportStatusData } from "./useImportStatus";

const numberFormat = new Intl.NumberFormat("en-GB");

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card css={{ padding: "14px 18px", minWidth: 170, flex: "1 1 170px" }}>
      <div css={(t) => ({ color: t.color.textMuted, fontSize: "0.85rem" })}>{label}</div>
      <div css={{ fontSize: "1.4rem", fontWeight: 600, marginTop: 4 }} data-testid={testId}>
        {value}
      </div>
    </Card>
  );
}

/** Queue lengths and the totals of data points imported and hours spent importing. */
export function ImportSummary({ data }: { data: ImportStatusData }) {
  return (
    <div css={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
      <Figure
        label="Queue receiveddata"
        value={String(data.queues.receiveddata)}
        testId="import-queue-receiveddata"
      />
      <Figure
        label="Queue pendingimports"
        value={String(data.queues.pendingimports)}
        testId="import-queue-pendingimports"
      />
      <Figure
        label="Log data points"
        value={data.totals ? numberFormat.format(data.totals.logDataPoints) : "–"}
        testId="import-total-points"
      />
      <Figure
        label="Hours spent importing"
        value={data.totals ? data.totals.hoursSpent.toFixed(data.totals.hoursSpent < 10 ? 3 : 1) : "–"}
        testId="import-total-hours"
      />
    </div>
  );
}
