import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { EmissionsCompliance } from "../../features/compliance/EmissionsCompliance";
import { complianceYears } from "../../features/compliance/format";
import { PageHeader } from "../../shared/ui/PageHeader";

const CURRENT_YEAR = new Date().getUTCFullYear();
const YEARS = complianceYears();

/** /Vessel/{id}/{name}/EmissionsCompliance: EU ETS and FuelEU Maritime of the vessel for a year. */
export function EmissionsCompliancePage() {
  const vessel = useCurrentVessel();
  const [year, setYear] = useState(CURRENT_YEAR);
  return (
    <>
      <PageHeader
        title="Emissions Compliance"
        subtitle={`${vessel.name}: EU ETS and FuelEU Maritime from the confirmed voyages`}
        actions={
          <Dropdown
            value={year}
            options={YEARS}
            onChange={(e) => setYear(e.value as number)}
            aria-label="Year"
            data-testid="compliance-year"
          />
        }
      />
      <EmissionsCompliance vesselId={vessel.id} year={year} />
    </>
  );
}
