import { Dropdown } from "primereact/dropdown";
import { useNavigate } from "react-router-dom";
import { byName } from "../../../../domain/shared/text";
import { companyStore } from "../../entities/company/companyStore";
import { setActingCompany } from "../../entities/session/sessionActions";
import type { CurrentUser } from "../../entities/user/types";
import { loadVessels } from "../../entities/vessel/vesselStore";
import { errorMessageOf } from "../../shared/api/ApiError";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { useStore } from "../../shared/store/createStore";
import { TopBarPickerSlot } from "../../shared/ui/topBarStyles";

/** Administrators: act as another company. Shown only with more than one company. */
export function CompanyPicker({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { companies } = useStore(companyStore);
  if (!user.isAdmin || companies.length <= 1) return null;

  async function choose(companyId: string) {
    if (!companyId || companyId === user.companyId) return;
    try {
      // Switch first: a page left open meanwhile would call with the company it no longer shows.
      await setActingCompany(companyId);
      navigate("/FleetOverview");
      await loadVessels();
    } catch (error) {
      showSnackbar({ text: errorMessageOf(error) });
    }
  }

  return (
    <TopBarPickerSlot>
      <Dropdown
        value={user.companyId}
        options={[...companies].sort(byName)}
        optionLabel="name"
        optionValue="id"
        onChange={(event) => void choose(event.value as string)}
        filter
        filterInputAutoFocus
        resetFilterOnHide
        filterPlaceholder="Search companies"
        placeholder="Company name"
        emptyFilterMessage="No matching company"
        aria-label="Company"
        data-testid="company-picker"
      />
    </TopBarPickerSlot>
  );
}
