import { useEffect } from "react";
import { useStore } from "../shared/store/createStore";
import { Card } from "../shared/ui/Card";
import { PageHeader } from "../shared/ui/PageHeader";
import { appVersionStore, loadAppVersion } from "../shared/version/appVersionStore";

export function AboutPage() {
  const { version } = useStore(appVersionStore);
  useEffect(() => void loadAppVersion(), []);
  return (
    <>
      <PageHeader title="About Keelson" />
      <Card css={{ display: "grid", gap: 12, lineHeight: 1.6, maxWidth: 760 }}>
        <p>
          Keelson monitors vessel performance and emissions and manages voyage emission reports for ship
          owners, operators and their administrators.
        </p>
        <p data-testid="about-version">Version: {version ?? "unknown"}</p>
      </Card>
    </>
  );
}
