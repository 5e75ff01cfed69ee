import { Card } from "../../shared/ui/Card";

export const FEATURE_NOT_AVAILABLE_TITLE = "Feature not available";
export const featureNotAvailableText = (feature: string) =>
  `The ${feature} module is not activated for this vessel. Contact sales for a quotation.`;

/** The notice a vessel page shows when its module is not activated for the vessel (spec 3 §2). */
export function FeatureNotAvailable({ feature }: { feature: string }) {
  return (
    <Card data-testid="feature-not-available" css={{ padding: "40px 28px", textAlign: "center" }}>
      <i className="pi pi-lock" aria-hidden="true" css={{ fontSize: "1.6rem", opacity: 0.7 }} />
      <h2 css={{ margin: "12px 0 6px", fontSize: "1.3rem" }}>{FEATURE_NOT_AVAILABLE_TITLE}</h2>
      <p css={{ margin: 0 }}>{featureNotAvailableText(feature)}</p>
    </Card>
  );
}
