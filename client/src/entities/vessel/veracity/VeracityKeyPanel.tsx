import { useEffect, useState } from "react";
import { formatUtc } from "../../../shared/format/formatUtc";
import { LinkButton } from "../../../shared/ui/LinkButton";
import type { AdminVessel } from "../adminTypes";
import { textOf, vesselAdminApi } from "../vesselAdminApi";
import { type VeracityDialogMode, VeracityKeyDialog } from "./VeracityKeyDialog";

/** Expiration date and a 'View key' link; viewing needs a super user (GET /Users/IsSuperUser). */
export function VeracityKeyPanel({ vessel, onChanged }: { vessel: AdminVessel; onChanged: () => void }) {
  const [expiration, setExpiration] = useState<string | null>(null);
  const [mode, setMode] = useState<VeracityDialogMode | null>(null);
  const [superUser, setSuperUser] = useState(false);

  useEffect(() => {
    vesselAdminApi
      .isSuperUser()
      .then((answer) => setSuperUser(answer === true))
      .catch(() => setSuperUser(false));
  }, []);

  useEffect(() => {
    if (!vessel.hasVeracityKey) {
      setExpiration(null);
      return;
    }
    vesselAdminApi
      .veracityKeyExpiration(vessel.id)
      .then((answer) => setExpiration(textOf(answer, "expirationDate", "expiration")))
      .catch(() => setExpiration(""));
  }, [vessel.id, vessel.hasVeracityKey]);

  return (
    <div css={{ display: "grid", gap: 6 }} data-testid="veracity-panel">
      <span>
        Expires:{" "}
        <strong data-testid="veracity-expiration-date">
          {vessel.hasVeracityKey ? formatUtc(expiration, false) || "not set" : "no key"}
        </strong>
      </span>
      <div css={{ display: "flex", gap: 16 }}>
        <LinkButton
          type="button"
          onClick={() => setMode(superUser ? "VIEW" : "DENIED")}
          data-testid="veracity-view"
        >
          View key
        </LinkButton>
        {superUser && (
          <LinkButton type="button" onClick={() => setMode("EDIT")} data-testid="veracity-set">
            {vessel.hasVeracityKey ? "Replace key" : "Add key"}
          </LinkButton>
        )}
      </div>
      {mode && (
        <VeracityKeyDialog
          vessel={vessel}
          initialMode={mode}
          canEdit={superUser}
          onClose={() => setMode(null)}
          onChanged={onChanged}
        />
      )}
    </div>
  );
}
