import styled from "@emotion/styled";
import { ProgressSpinner } from "primereact/progressspinner";
import { formatImo } from "../../entities/vessel/formatImo";
import { AlertBox } from "../../shared/ui/AlertBox";
import type { KognifaiVessel } from "./kognifaiApi";

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
`;

const Choice = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  text-align: left;
  font: inherit;
  color: ${(p) => p.theme.color.text};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  transition: border-color 120ms, box-shadow 120ms;
  i { color: ${(p) => p.theme.color.primary}; font-size: 1.2rem; }
  small { display: block; color: ${(p) => p.theme.color.textMuted}; margin-top: 2px; }
  &:hover { border-color: ${(p) => p.theme.color.primary}; box-shadow: ${(p) => p.theme.shadow.card}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.primary}; outline-offset: 2px; }
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${(p) => p.theme.color.textMuted};
`;

export type VesselListState =
  | { kind: "loading" }
  | { kind: "keysExpired" }
  | { kind: "error"; message: string }
  | { kind: "ready"; vessels: KognifaiVessel[] };

export function KognifaiVesselList({
  state,
  onSelect,
}: {
  state: VesselListState;
  onSelect: (id: string) => void;
}) {
  if (state.kind === "loading") {
    return (
      <Loading role="status" data-testid="kognifai-loading">
        <ProgressSpinner style={{ width: 28, height: 28, margin: 0 }} strokeWidth="5" />
        Loading vessels
      </Loading>
    );
  }
  if (state.kind === "keysExpired") {
    return (
      <AlertBox severity="warning" testId="kognifai-keys-expired">
        API keys expired, please contact the provider for assistance
      </AlertBox>
    );
  }
  if (state.kind === "error") {
    return (
      <AlertBox severity="error" testId="kognifai-error">
        {state.message}
      </AlertBox>
    );
  }
  if (state.vessels.length === 0) {
    return <AlertBox severity="info">No vessels are shared with this account yet.</AlertBox>;
  }
  return (
    <Grid data-testid="kognifai-vessels">
      {state.vessels.map((vessel) => (
        <li key={vessel.id}>
          <Choice type="button" onClick={() => onSelect(vessel.id)}>
            <i className="pi pi-send" aria-hidden="true" />
            <span>
              {vessel.name}
              {vessel.imoNumber ? <small>{formatImo(vessel.imoNumber)}</small> : null}
            </span>
          </Choice>
        </li>
      ))}
    </Grid>
  );
}
