import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { CurvesPanel } from "../../entities/curve/CurvesPanel";
import { signOut } from "../../entities/session/sessionActions";
import { useSession } from "../../entities/session/sessionStore";
import { errorMessageOf } from "../../shared/api/ApiError";
import { Card } from "../../shared/ui/Card";
import { KognifaiNav } from "./KognifaiNav";
import { KognifaiVesselList, type VesselListState } from "./KognifaiVesselList";
import { loadKognifaiVessels } from "./kognifaiApi";
import { sortVesselsByName } from "./sortVesselsByName";

const Page = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: 32px 24px 56px;
  h1 { font-size: 1.7rem; }
  .lead { color: ${(p) => p.theme.color.textMuted}; margin: 6px 0 22px; }
`;

const VESSEL_PARAM = "vessel";
/** Partner users get a smaller chart on the curve view (spec 3 §6). */
const KOGNIFAI_CHART_HEIGHT = 260;

/** The whole application for a Kognifai (third-party platform) user. */
export function KognifaiPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [list, setList] = useState<VesselListState>({ kind: "loading" });
  const [dialog, setDialog] = useState<"help" | "about" | null>(null);
  const selectedId = params.get(VESSEL_PARAM);

  useEffect(() => {
    let cancelled = false;
    loadKognifaiVessels()
      .then((result) => {
        if (cancelled) return;
        setList(
          result.kind === "ok" ? { kind: "ready", vessels: sortVesselsByName(result.vessels) } : result,
        );
      })
      .catch((error: unknown) => {
        if (!cancelled) setList({ kind: "error", message: errorMessageOf(error) });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!user) return null;
  const selected =
    list.kind === "ready" ? list.vessels.find((vessel) => vessel.id === selectedId) : undefined;

  return (
    <>
      <KognifaiNav
        user={user}
        onHelp={() => setDialog("help")}
        onAbout={() => setDialog("about")}
        onLogOut={() => {
          signOut();
          navigate("/login", { replace: true });
        }}
      />
      <Page>
        {selectedId && selected ? (
          <Card data-testid="kognifai-curves">
            <Button
              text
              icon="pi pi-arrow-left"
              label="All vessels"
              onClick={() =>
                location.key === "default" ? navigate({ search: "" }, { replace: true }) : navigate(-1)
              }
              css={{ marginLeft: -12, marginBottom: 8 }}
            />
            <h1>{selected.name}</h1>
            <p className="lead">Reference curves: points, fit and predictions</p>
            <CurvesPanel
              vesselId={selected.id}
              prefix="/Kognifai"
              canEdit
              chartHeight={KOGNIFAI_CHART_HEIGHT}
            />
          </Card>
        ) : (
          <>
            <h1>Data Analysis</h1>
            <p className="lead">Please select a vessel to get started</p>
            <KognifaiVesselList
              state={list}
              onSelect={(id) => navigate({ search: `?${VESSEL_PARAM}=${encodeURIComponent(id)}` })}
            />
          </>
        )}
      </Page>
      <Dialog
        visible={dialog !== null}
        onHide={() => setDialog(null)}
        header={dialog === "help" ? "Help" : "About"}
        style={{ width: 420 }}
        draggable={false}
      >
        {dialog === "help" ? (
          <p>
            Pick a vessel from the list to open its data analysis. Use your browser's back button to return to
            the list. Contact the provider if the vessel list does not load.
          </p>
        ) : (
          <p>Keelson — vessel performance and emissions monitoring, shared with your partner platform.</p>
        )}
      </Dialog>
    </>
  );
}
