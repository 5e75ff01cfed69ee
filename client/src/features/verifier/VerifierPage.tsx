import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { VerifierDto } from "../../../../domain/verifiers/schemas";
import { signOut } from "../../entities/session/sessionActions";
import { useSession } from "../../entities/session/sessionStore";
import type { Vessel } from "../../entities/vessel/types";
import { vesselApi } from "../../entities/vessel/vesselApi";
import { failureText } from "../../shared/api/failureText";
import { formatUtc } from "../../shared/format/formatUtc";
import { AlertBox } from "../../shared/ui/AlertBox";
import { BrandLogo } from "../../shared/ui/BrandMark";
import { TopBarFrame } from "../../shared/ui/topBarStyles";
import { VerifierVesselCard } from "./VerifierVesselCard";
import { verifierApi } from "./verifierApi";

const Bar = styled(TopBarFrame)`
  gap: 12px;
  padding: 0 24px;
  .spacer { flex: 1; }
  .who { color: ${(p) => p.theme.color.topBarText}; }
  .p-button.p-button-text { color: ${(p) => p.theme.color.topBarText}; }
  .p-button.p-button-text:enabled:hover { background: ${(p) => p.theme.color.topBarHover}; }
`;

const Page = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: 32px 24px 56px;
  h1 { font-size: 1.7rem; margin: 0; }
  .lead { color: ${(p) => p.theme.color.textMuted}; margin: 6px 0 22px; }
`;

type Loaded = { access: VerifierDto; vessels: Vessel[] };

/** The whole application for a verifier: what it may read, and the reports and trails to download. */
export function VerifierPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    verifierApi
      .myAccess()
      .then(async (access) => ({
        access,
        vessels: access.status === "active" ? await vesselApi.list() : [],
      }))
      .then(setLoaded)
      .catch((failure) => setError(failureText(failure, "Your access could not be loaded.")));
  }, []);

  if (!user) return null;
  const grant = loaded?.access.grant;
  return (
    <>
      <Bar>
        <BrandLogo size={30} />
        <span className="spacer" />
        <span className="who">{user.name}</span>
        <Button
          text
          icon="pi pi-sign-out"
          label="Log out"
          onClick={() => {
            signOut();
            navigate("/login", { replace: true });
          }}
          data-testid="verifier-logout"
        />
      </Bar>
      <Page>
        <h1>Verification</h1>
        {error && <AlertBox severity="error">{error}</AlertBox>}
        {!loaded && !error && <p className="lead">Loading your access…</p>}
        {loaded && (loaded.access.status !== "active" || !grant) && (
          <AlertBox severity="warning" title="You have no access now" testId="verifier-no-access">
            {grant
              ? `Your access ended on ${formatUtc(grant.expiresAt)} UTC.`
              : "No access has been granted, or it was revoked."}{" "}
            Ask the company's administrator to grant it.
          </AlertBox>
        )}
        {loaded && loaded.access.status === "active" && grant && (
          <>
            <p className="lead" data-testid="verifier-grant">
              You may read the voyages, emission reports and audit trails of {grant.years.join(", ")} until{" "}
              {formatUtc(grant.expiresAt)} UTC. Every read is logged for the company.
            </p>
            {loaded.vessels.map((vessel) => (
              <VerifierVesselCard key={vessel.id} vessel={vessel} years={grant.years} />
            ))}
          </>
        )}
      </Page>
    </>
  );
}
