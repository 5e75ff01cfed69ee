import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { FeatureNotAvailable } from "../../entities/vessel/FeatureNotAvailable";
import { useCurrentVessel } from "../../entities/vessel/useCurrentVessel";
import { hasFeature } from "../../entities/vessel/vesselFeatures";
import { CiiVessel } from "../../features/cii/CiiVessel";
import { PageHeader } from "../../shared/ui/PageHeader";

const CURRENT_YEAR = new Date().getUTCFullYear();
/** The years reduction factors are set for, up to the current one (docs/cii.md). */
const YEARS = Array.from(
  { length: Math.min(CURRENT_YEAR, 2030) - 2019 + 1 },
  (_, i) => Math.min(CURRENT_YEAR, 2030) - i,
).map((y) => ({ label: String(y), value: y }));

/** /Vessel/{id}/{name}/Cii: the vessel's Carbon Intensity Indicator (issue 14, docs/cii.md). */
export function CiiPage() {
  const vessel = useCurrentVessel();
  const [year, setYear] = useState(Math.min(CURRENT_YEAR, 2030));
  const activated = hasFeature(vessel as Parameters<typeof hasFeature>[0], "CII");
  return (
    <>
      <PageHeader
        title="Carbon Intensity Indicator (CII)"
        subtitle={`${vessel.name}: attained and required CII, rating A–E`}
        actions={
          activated ? (
            <Dropdown
              value={year}
              options={YEARS}
              onChange={(e) => setYear(e.value as number)}
              aria-label="Year"
              data-testid="cii-year"
            />
          ) : undefined
        }
      />
      {activated ? <CiiVessel vesselId={vessel.id} year={year} /> : <FeatureNotAvailable feature="CII" />}
    </>
  );
}
