import { useEffect } from "react";
import { useStore } from "../shared/store/createStore";
import { appVersionStore, loadAppVersion } from "../shared/version/appVersionStore";
import { PlannedScreenPage } from "./PlannedScreenPage";

/** /Help/VersionHistory: the current version is real; the release notes arrive with the help content. */
export function VersionHistoryPage() {
  const { version } = useStore(appVersionStore);
  useEffect(() => void loadAppVersion(), []);
  return (
    <PlannedScreenPage
      screen="What's new"
      area="help"
      icon="pi pi-sparkles"
      note={version ? `You are running Keelson version ${version}.` : undefined}
    />
  );
}
