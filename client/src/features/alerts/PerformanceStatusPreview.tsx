import styled from "@emotion/styled";
import type { PerformanceStatusLevel } from "../../../../domain/alerts/conditions";
import { vesselStore } from "../../entities/vessel/vesselStore";
import { useStore } from "../../shared/store/createStore";
import { statusOutcome } from "./statusOutcome";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  font-size: 0.92rem;
  color: ${(p) => p.theme.color.textMuted};
  li { display: flex; align-items: baseline; gap: 6px; }
  li strong { color: ${(p) => p.theme.color.text}; font-weight: 600; }
  /* The warning colour on the icon only: as text it is below 4.5:1 on the light card. */
  li .pi { color: ${(p) => p.theme.color.warning}; font-size: 0.85rem; }
`;

/**
 * The targeted vessels' performance status now and what the condition does with it, so a person sees
 * before saving which vessels it can never open for (no Diagnostics module, status disabled, …).
 */
export function PerformanceStatusPreview({
  vesselIds,
  openAt,
}: {
  vesselIds: readonly string[];
  openAt: PerformanceStatusLevel;
}) {
  const { vessels } = useStore(vesselStore);
  const targeted = vessels.filter((v) => vesselIds.includes(v.id));
  if (targeted.length === 0) return null;
  return (
    <div>
      <p className="hint">Status of the chosen vessels now:</p>
      <List data-testid="condition-status-preview">
        {targeted.map((v) => {
          const outcome = statusOutcome(v.performance?.performanceStatus, openAt);
          return (
            <li key={v.id} data-effect={outcome.effect}>
              {outcome.effect === "unwatched" && (
                <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              )}
              <span>
                {v.name}: <strong>{outcome.status}</strong> — {outcome.text}
              </span>
            </li>
          );
        })}
      </List>
    </div>
  );
}
