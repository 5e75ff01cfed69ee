import { useTheme } from "@emotion/react";
import { Dropdown } from "primereact/dropdown";
import { type ReactNode, useEffect, useState } from "react";
import type { Light } from "../../../../domain/dataQuality/answers";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { currentVesselOf, selectVessel, vesselStore } from "../../entities/vessel/vesselStore";
import { failureText } from "../../shared/api/failureText";
import { useStore } from "../../shared/store/createStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { PageHeader } from "../../shared/ui/PageHeader";

/** The vessels with the DataQuality module, and the one chosen (the sidebar's current vessel when it has it). */
export function useDqVessel() {
  const state = useStore(vesselStore);
  const vessels = state.vessels.filter((v) => hasFeature(v, "DataQuality"));
  const current = currentVesselOf(state);
  const vessel = vessels.find((v) => v.id === current?.id) ?? vessels[0] ?? null;
  return { vessels, vessel, status: state.status };
}

/** Page header with the vessel picker of the data-quality pages. */
export function DqHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  const { vessels, vessel } = useDqVessel();
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        <div css={{ display: "flex", gap: 12, alignItems: "center" }}>
          {actions}
          {vessels.length > 0 && (
            <Dropdown
              value={vessel?.id}
              options={vessels.map((v) => ({ label: v.name, value: v.id }))}
              onChange={(e) => selectVessel(e.value as string)}
              aria-label="Vessel"
              data-testid="dq-vessel"
              filter={vessels.length > 8}
            />
          )}
        </div>
      }
    />
  );
}

export type Loaded<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; data: T };

/** Loads `fetch()` whenever `key` changes; the §8 message, with the server's reason, when it fails. */
export function useLoaded<T>(
  key: string | null,
  fetch: () => Promise<T>,
  failure: string,
): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch follows key
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: "loading" });
    fetch()
      .then((data) => live && setState({ status: "ready", data }))
      .catch((error: unknown) => live && setState({ status: "error", message: failureText(error, failure) }));
    return () => {
      live = false;
    };
  }, [key, round]);
  return [state, () => setRound((r) => r + 1)];
}

/** Loading, failure (with the §8 message) or the content. */
export function LoadState<T>({
  state,
  what,
  failure,
  children,
}: {
  state: Loaded<T>;
  what: string;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === "loading")
    return (
      <p role="status" data-testid="dq-loading">
        Loading {what}…
      </p>
    );
  if (state.status === "error")
    return (
      <AlertBox severity="error" title={failure} testId="dq-error">
        {state.message}
      </AlertBox>
    );
  return <>{children(state.data)}</>;
}

export function NoDqVessel() {
  return (
    <AlertBox severity="info" testId="dq-no-vessel">
      No vessel has the Data Quality module activated.
    </AlertBox>
  );
}

const LIGHT_TEXT: Record<Light, string> = { green: "OK", amber: "Check", red: "Fault", none: "No data" };

/** A traffic light with its word beside it (colour is never the only cue). */
export function TrafficLight({ light, title }: { light: Light; title?: string }) {
  const theme = useTheme();
  const colour = {
    green: theme.color.success,
    amber: theme.color.warning,
    red: theme.color.danger,
    none: theme.color.textMuted,
  }[light];
  return (
    <span css={{ display: "inline-flex", alignItems: "center", gap: 6 }} title={title} data-light={light}>
      <span
        aria-hidden="true"
        css={{
          width: 12,
          height: 12,
          borderRadius: "50%",
          background: colour,
          border: `1px solid ${theme.color.border}`,
        }}
      />
      <span>{LIGHT_TEXT[light]}</span>
    </span>
  );
}

export const formatPct = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? "–" : `${value.toFixed(digits)} %`;
