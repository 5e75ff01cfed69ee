import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { ProgressSpinner } from "primereact/progressspinner";
import { useEffect, useRef, useState } from "react";
import type { ChainStatus } from "../../../../../domain/ledger/streamChain";
import { useSession } from "../../../entities/session/sessionStore";
import { downloadFile } from "../../../shared/api/download";
import { failureText, isNotFound } from "../../../shared/api/failureText";
import { verificationPackagePaths } from "../../../shared/api/verificationPackagePaths";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { escapeWasForOverlay } from "../../../shared/ui/useGuardedClose";
import { voyagesApi } from "../api/voyagesApi";
import { diffVoyageEvents, type EventChange, humanizeAuditType } from "../logic/auditDiff";
import {
  describeAuditData,
  diffFigures,
  type Figure,
  type FigureChange,
  replayFigures,
} from "../logic/auditFigures";
import { formatDayTime } from "../logic/formats";
import type { VoyageAuditEntryDto, VoyageReplayDto } from "../types";
import { ChainLine } from "./ChainLine";

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) minmax(320px, 1.4fr);
  gap: 20px;
  min-height: 360px;
  @media (max-width: 860px) { grid-template-columns: 1fr; }
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 60vh;
  overflow: auto;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 10px;
`;

const Entry = styled.li<{ active: boolean; inRange: boolean; broken: boolean }>`
  padding: 8px 12px;
  outline: ${(p) => (p.broken ? `2px solid ${p.theme.color.danger}` : "none")};
  outline-offset: -2px;
  cursor: pointer;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => (p.active ? p.theme.color.primarySoft : p.inRange ? p.theme.color.surfaceMuted : "transparent")};
  border-left: 3px solid ${(p) => (p.active ? p.theme.color.primary : "transparent")};
  &:last-of-type { border-bottom: 0; }
  strong { display: block; color: ${(p) => p.theme.color.text}; font-weight: 600; font-size: 0.93rem; }
  small { color: ${(p) => p.theme.color.textMuted}; }
`;

const Change = styled.li<{ kind: EventChange["kind"] }>`
  padding: 8px 12px;
  border-radius: 8px;
  border-left: 4px solid ${(p) =>
    p.kind === "added"
      ? p.theme.color.success
      : p.kind === "removed"
        ? p.theme.color.danger
        : p.theme.color.warning};
  background: ${(p) => p.theme.color.surfaceMuted};
  ul { margin: 4px 0 0; padding-left: 18px; font-size: 0.9rem; }
`;

const Figures = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.88rem;
  td { padding: 3px 6px; border-bottom: 1px solid ${(p) => p.theme.color.border}; color: ${(p) => p.theme.color.text}; }
  td:last-of-type { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  tr[data-changed="true"] td { background: ${(p) => p.theme.color.primarySoft}; font-weight: 600; }
`;

/** The voyage just after a change (by its stream version); before the voyage existed, nothing. */
async function voyageAt(departureId: string, entry: VoyageAuditEntryDto | undefined) {
  if (!entry) return null;
  try {
    return await voyagesApi.voyageAt(departureId, entry.version);
  } catch (failure) {
    if (isNotFound(failure)) return null;
    throw failure;
  }
}

interface Comparison {
  events: EventChange[];
  figures: FigureChange[];
  /** The fuel records and report figures at the later moment. */
  figuresThen: Figure[];
}

function compare(before: VoyageReplayDto | null, after: VoyageReplayDto | null): Comparison {
  const figuresThen = replayFigures(after);
  return {
    events: diffVoyageEvents(before?.events ?? [], after?.events ?? []),
    figures: diffFigures(replayFigures(before), figuresThen),
    figuresThen,
  };
}

const optionLabel = (entry: VoyageAuditEntryDto, index: number) =>
  `${index + 1}. ${humanizeAuditType(entry.type)} · ${formatDayTime(entry.recordedAt)}`;

/**
 * The voyage's recorded changes (type, who, when). Stepping through them shows what each changed;
 * choosing two moments shows what changed between them (the voyage replayed at each, compared).
 */
export function HistoryView({ departureId, onHide }: { departureId: string; onHide: () => void }) {
  const [entries, setEntries] = useState<VoyageAuditEntryDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [from, setFrom] = useState(-1);
  const [to, setTo] = useState(-1);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [comparing, setComparing] = useState(false);
  const activeEntry = useRef<HTMLLIElement | null>(null);

  useEffect(() => {
    if (to >= 0) activeEntry.current?.scrollIntoView({ block: "nearest" });
  }, [to]);

  const { user } = useSession();
  const mayDownloadPackage = user?.role === "SuperUser" || user?.role === "Administrator";
  const [chain, setChain] = useState<ChainStatus | null>(null);
  const [chainFailed, setChainFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    voyagesApi
      .verification(departureId)
      .then((status) => live && setChain(status))
      .catch(
        (failure) =>
          live && setChainFailed(failureText(failure, "The voyage's events could not be checked.")),
      );
    return () => {
      live = false;
    };
  }, [departureId]);

  useEffect(() => {
    let live = true;
    voyagesApi
      .auditEvents(departureId)
      .then((list) => {
        if (!live) return;
        const sorted = [...list].sort((a, b) => a.position - b.position);
        setEntries(sorted);
        setTo(sorted.length - 1);
        setFrom(sorted.length - 2);
      })
      .catch((failure) => live && setError(failureText(failure, "Failed to load the voyage's history.")));
    return () => {
      live = false;
    };
  }, [departureId]);

  useEffect(() => {
    if (!entries || to < 0) return;
    let live = true;
    setComparing(true);
    Promise.all([voyageAt(departureId, entries[from]), voyageAt(departureId, entries[to])])
      .then(([before, after]) => live && setComparison(compare(before, after)))
      .catch((failure) => live && setError(failureText(failure, "Failed to replay the voyage.")))
      .finally(() => live && setComparing(false));
    return () => {
      live = false;
    };
  }, [entries, departureId, from, to]);

  const step = (index: number) => {
    setTo(index);
    setFrom(index - 1);
  };
  const options = [
    { label: "Before the voyage was recorded", value: -1 },
    ...(entries ?? []).map((entry, index) => ({ label: optionLabel(entry, index), value: index })),
  ];

  return (
    <Dialog
      visible
      header="Voyage history"
      // Escape in an open revision list closes the list only.
      onHide={() => {
        if (!escapeWasForOverlay()) onHide();
      }}
      style={{ width: 1000, maxWidth: "96vw" }}
      draggable={false}
      data-testid="voyage-history"
    >
      {error && (
        <AlertBox severity="error" testId="voyage-history-error">
          {error}
        </AlertBox>
      )}
      <div css={{ marginBottom: 12 }}>
        <ChainLine status={chain} failed={chainFailed} />
      </div>
      {!entries && !error && <ProgressSpinner style={{ width: 32, height: 32 }} />}
      {entries && (
        <Layout>
          <div css={{ display: "grid", gap: 8, alignContent: "start" }}>
            <div css={{ display: "flex", gap: 6, alignItems: "center" }}>
              <Button
                type="button"
                icon="pi pi-chevron-left"
                label="Previous"
                size="small"
                outlined
                disabled={to <= 0}
                onClick={() => step(to - 1)}
                data-testid="history-previous"
              />
              <Button
                type="button"
                icon="pi pi-chevron-right"
                iconPos="right"
                label="Next"
                size="small"
                outlined
                disabled={to >= entries.length - 1}
                onClick={() => step(to + 1)}
                data-testid="history-next"
              />
              <small css={{ marginLeft: "auto", opacity: 0.75 }}>
                {entries.length} change{entries.length === 1 ? "" : "s"}
              </small>
            </div>
            <div css={{ display: "flex", gap: 6, alignItems: "center", flexWrap: "wrap" }}>
              <small css={{ opacity: 0.75 }}>Export the trail:</small>
              {(["xlsx", "csv"] as const).map((format) => (
                <Button
                  key={format}
                  type="button"
                  icon="pi pi-download"
                  label={format === "xlsx" ? "Excel" : "CSV"}
                  size="small"
                  text
                  onClick={() =>
                    downloadFile(voyagesApi.trailPath(departureId, format), `Voyage_trail.${format}`).catch(
                      (failure) => setError(failureText(failure, "The trail could not be downloaded.")),
                    )
                  }
                  data-testid={`history-export-${format}`}
                />
              ))}
              {mayDownloadPackage && (
                <Button
                  type="button"
                  icon="pi pi-verified"
                  label="Verification package"
                  size="small"
                  text
                  onClick={() =>
                    downloadFile(
                      verificationPackagePaths.voyage(departureId),
                      "Voyage_verification.zip",
                    ).catch((failure) =>
                      setError(failureText(failure, "The verification package could not be downloaded.")),
                    )
                  }
                  data-testid="history-verification-package"
                />
              )}
            </div>
            <Entries data-testid="history-entries">
              {entries.map((entry, index) => (
                <Entry
                  key={`${entry.position}-${entry.version}`}
                  ref={index === to ? activeEntry : undefined}
                  active={index === to}
                  inRange={index > from && index < to}
                  broken={chain?.broken?.version === entry.version}
                  onClick={() => step(index)}
                  data-testid="history-entry"
                  data-type={entry.type}
                >
                  <strong>{humanizeAuditType(entry.type)}</strong>
                  {chain?.broken?.version === entry.version && (
                    <small css={{ display: "block" }} data-testid="history-entry-broken">
                      The chain breaks here: {chain.broken.reason}
                    </small>
                  )}
                  {describeAuditData(entry.data) && (
                    <small css={{ display: "block" }} data-testid="history-entry-detail">
                      {describeAuditData(entry.data)}
                    </small>
                  )}
                  <small>
                    {formatDayTime(entry.recordedAt)}:{entry.recordedAt.slice(17, 19)} UTC ·{" "}
                    {entry.userName ?? entry.userId}
                  </small>
                </Entry>
              ))}
            </Entries>
          </div>
          <div css={{ display: "grid", gap: 12, alignContent: "start" }}>
            <div css={{ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }}>
              <span>From</span>
              <Dropdown
                value={from}
                options={options.filter((o) => o.value < to)}
                onChange={(e) => setFrom(e.value as number)}
                aria-label="From"
                data-testid="history-from"
                css={{ minWidth: 220 }}
              />
              <span>to</span>
              <Dropdown
                value={to}
                options={options.filter((o) => o.value > from)}
                onChange={(e) => setTo(e.value as number)}
                aria-label="To"
                data-testid="history-to"
                css={{ minWidth: 220 }}
              />
            </div>
            {comparing && <ProgressSpinner style={{ width: 28, height: 28 }} />}
            {!comparing && comparison && comparison.events.length + comparison.figures.length === 0 && (
              <p data-testid="history-no-changes">
                No change to the voyage's events, fuel records or report figures between these moments.
              </p>
            )}
            {!comparing && comparison && comparison.events.length + comparison.figures.length > 0 && (
              <ul
                css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8 }}
                data-testid="history-changes"
              >
                {comparison.events.map((change) => (
                  <Change
                    key={`${change.kind}-${change.eventId}`}
                    kind={change.kind}
                    data-testid="history-change"
                    data-kind={change.kind}
                  >
                    <strong>
                      {change.kind === "added" ? "Added: " : change.kind === "removed" ? "Removed: " : ""}
                      {change.title}
                    </strong>
                    {change.details.length > 0 && (
                      <ul>
                        {change.details.map((detail) => (
                          <li key={detail}>{detail}</li>
                        ))}
                      </ul>
                    )}
                  </Change>
                ))}
                {comparison.figures.length > 0 && (
                  <Change kind="changed" data-testid="history-change" data-kind="figures">
                    <strong>Fuel and report figures</strong>
                    <ul>
                      {comparison.figures.map((change) => (
                        <li key={change.label}>
                          {change.label}: {change.from} → {change.to}
                        </li>
                      ))}
                    </ul>
                  </Change>
                )}
              </ul>
            )}
            {!comparing && comparison && comparison.figuresThen.length > 0 && (
              <section data-testid="history-figures">
                <h4 css={{ margin: "4px 0" }}>
                  Fuel and report figures after {to >= 0 ? `change ${to + 1}` : "—"}
                </h4>
                <Figures>
                  <tbody>
                    {comparison.figuresThen.map((figure) => (
                      <tr
                        key={figure.label}
                        data-changed={comparison.figures.some((f) => f.label === figure.label)}
                      >
                        <td>{figure.label}</td>
                        <td>{figure.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </Figures>
              </section>
            )}
          </div>
        </Layout>
      )}
    </Dialog>
  );
}
