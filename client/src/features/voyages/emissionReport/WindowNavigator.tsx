import { Button } from "primereact/button";
import { DateInput } from "../../../shared/ui/DateInput";
import { lastDayOf, type ReportWindow, shiftReportWindow, windowFromDays } from "../logic/reportWindow";

/** Earlier / Later (2 months each) with from and to pickers. */
export function WindowNavigator({
  window,
  onChange,
}: {
  window: ReportWindow;
  onChange: (w: ReportWindow) => void;
}) {
  const fromDay = window.from.slice(0, 10);
  const toDay = lastDayOf(window);
  const pick = (from: string, to: string) => {
    const next = windowFromDays(from, to);
    if (next) onChange(next);
  };
  return (
    <div
      css={{ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}
      data-testid="report-window"
    >
      <Button
        type="button"
        label="Earlier"
        icon="pi pi-chevron-left"
        outlined
        size="small"
        onClick={() => onChange(shiftReportWindow(window, -1))}
        data-testid="report-window-earlier"
      />
      <DateInput
        id="report-window-from"
        label="From (UTC)"
        value={fromDay}
        max={toDay}
        onChange={(day) => pick(day, toDay)}
        testId="report-window-from"
      />
      <span aria-hidden="true">–</span>
      <DateInput
        id="report-window-to"
        label="To (UTC)"
        value={toDay}
        min={fromDay}
        onChange={(day) => pick(fromDay, day)}
        testId="report-window-to"
      />
      <Button
        type="button"
        label="Later"
        icon="pi pi-chevron-right"
        iconPos="right"
        outlined
        size="small"
        onClick={() => onChange(shiftReportWindow(window, 1))}
        data-testid="report-window-later"
      />
    </div>
  );
}
