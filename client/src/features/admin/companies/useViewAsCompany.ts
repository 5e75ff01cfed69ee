import { useNavigate } from "react-router-dom";
import { setActingCompany } from "../../../entities/session/sessionActions";
import { loadVessels } from "../../../entities/vessel/vesselStore";
import { errorMessageOf } from "../../../shared/api/ApiError";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";

/** 'View as company': go to /FleetOverview, act for the company, then reload the user and vessels (spec 1 §4). */
export function useViewAsCompany(): (companyId: string) => Promise<void> {
  const navigate = useNavigate();
  return async (companyId: string) => {
    try {
      // Switch first: a page left open meanwhile would call with the company it no longer shows.
      await setActingCompany(companyId);
      navigate("/FleetOverview");
      await loadVessels();
    } catch (error) {
      showSnackbar({ text: errorMessageOf(error) });
    }
  };
}
