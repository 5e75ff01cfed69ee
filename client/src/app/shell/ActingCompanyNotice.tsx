import { Button } from "primereact/button";
import { companyStore } from "../../entities/company/companyStore";
import { useSession } from "../../entities/session/sessionStore";
import { useStore } from "../../shared/store/createStore";
import { AlertBox } from "../../shared/ui/AlertBox";

/**
 * Says that the session now acts for another company than this tab shows (switched in another tab
 * or browser). The server refuses this tab's calls until it is reloaded (docs/architecture.md,
 * Sign-in), so nothing lands in a company the page does not show; Reload shows the new company.
 */
export function ActingCompanyNotice() {
  const { user, actingCompanyChanged } = useSession();
  const { companies } = useStore(companyStore);
  if (!user || !actingCompanyChanged) return null;
  const now = companies.find((company) => company.id === actingCompanyChanged.companyId)?.name;
  return (
    <div css={{ marginBottom: 16 }} data-testid="acting-company-changed">
      <AlertBox severity="warning" title="The company was changed in another tab">
        <p css={{ margin: 0 }}>
          Your session now acts for {now ?? "another company"}; this page still shows{" "}
          {user.companyName || "your company"}. Nothing you do on this page is carried out until you reload
          it.
        </p>
        <Button
          type="button"
          label={now ? `Reload as ${now}` : "Reload"}
          icon="pi pi-refresh"
          size="small"
          css={{ marginTop: 10 }}
          onClick={() => window.location.reload()}
          data-testid="acting-company-reload"
        />
      </AlertBox>
    </div>
  );
}
