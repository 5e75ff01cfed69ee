import { useEffect } from "react";
import { ReleaseNotes } from "../features/help/ReleaseNotes";
import { useStore } from "../shared/store/createStore";
import { appVersionStore, loadAppVersion } from "../shared/version/appVersionStore";

/** /Help/VersionHistory: Keelson's releases; the 'New features added!' banner leads here. */
export function VersionHistoryPage() {
  const { version } = useStore(appVersionStore);
  useEffect(() => void loadAppVersion(), []);
  return <ReleaseNotes currentVersion={version} />;
}
