import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { InputNumber } from "primereact/inputnumber";
import { useEffect, useState } from "react";
import type { FoulingConfigAnswer } from "../../../../domain/hullPerformance/answers";

const LIMIT = 40;
export const BENCHMARK_MESSAGE = "Benchmark must be a number between -40 and 40";

/** The fouling chart configuration (saved per user and vessel): trend lines, hull events, benchmark line. */
export function FoulingChartConfig({
  config,
  onSave,
}: {
  config: FoulingConfigAnswer;
  onSave: (config: FoulingConfigAnswer) => Promise<void>;
}) {
  const theme = useTheme();
  const [benchmark, setBenchmark] = useState<number | null>(config.benchmark);
  useEffect(() => setBenchmark(config.benchmark), [config.benchmark]);
  const invalid = benchmark !== null && (benchmark < -LIMIT || benchmark > LIMIT);

  return (
    <fieldset
      data-testid="fouling-config"
      css={{
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
        margin: "12px 0 0",
        padding: "10px 14px",
        display: "flex",
        flexWrap: "wrap",
        gap: "10px 24px",
        alignItems: "center",
      }}
    >
      <legend css={{ padding: "0 6px", color: theme.color.textMuted }}>Chart configuration</legend>
      <label htmlFor="fouling-config-trend" css={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
        <Checkbox
          inputId="fouling-config-trend"
          checked={config.showTrend}
          onChange={(e) => void onSave({ ...config, showTrend: Boolean(e.checked) })}
          data-testid="fouling-config-trend"
        />
        Trend lines
      </label>
      <label htmlFor="fouling-config-events" css={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
        <Checkbox
          inputId="fouling-config-events"
          checked={config.showEvents}
          onChange={(e) => void onSave({ ...config, showEvents: Boolean(e.checked) })}
          data-testid="fouling-config-events"
        />
        Hull events
      </label>
      <label htmlFor="fouling-benchmark">Benchmark speed loss (%)</label>
      <InputNumber
        inputId="fouling-benchmark"
        value={benchmark}
        onValueChange={(e) => setBenchmark(e.value ?? null)}
        minFractionDigits={0}
        maxFractionDigits={2}
        maxLength={6}
        invalid={invalid}
        aria-describedby={invalid ? "fouling-benchmark-error" : undefined}
        inputStyle={{ width: 90 }}
      />
      <Button
        type="button"
        size="small"
        label="Save benchmark"
        disabled={invalid || benchmark === config.benchmark}
        onClick={() => void onSave({ ...config, benchmark })}
        data-testid="fouling-benchmark-save"
      />
      {invalid && (
        <span id="fouling-benchmark-error" css={{ color: theme.color.danger }}>
          {BENCHMARK_MESSAGE}
        </span>
      )}
    </fieldset>
  );
}
