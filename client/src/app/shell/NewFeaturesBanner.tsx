import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { readCookie, writeCookie } from "../../shared/cookies";
import { cookieNames, ONE_YEAR_IN_DAYS } from "../../shared/storageKeys";
import { useStore } from "../../shared/store/createStore";
import { appVersionStore, loadAppVersion } from "../../shared/version/appVersionStore";

const Banner = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  padding: 4px 4px 4px 12px;
  border-radius: 999px;
  background: rgba(94, 234, 212, 0.14);
  border: 1px solid rgba(94, 234, 212, 0.4);
  color: #ccfbf1;
  font-size: 0.85rem;
  white-space: nowrap;
  flex: none;
  @media (max-width: 1200px) { .text { display: none; } }
  @media (max-width: 900px) { display: none; }
`;

const ViewButton = styled.button`
  border: 0;
  border-radius: 999px;
  padding: 4px 12px;
  background: #5eead4;
  color: #053b36;
  font-weight: 700;
  font-size: 0.8rem;
  cursor: pointer;
  &:hover { background: #99f6e4; }
`;

const Dismiss = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.12); }
  i { font-size: 0.7rem; }
`;

/** 'New features added!' until this version's banner is viewed or dismissed (last-used-version cookie, 1 year). */
export function NewFeaturesBanner() {
  const navigate = useNavigate();
  const { version } = useStore(appVersionStore);
  const [seenVersion, setSeenVersion] = useState(() => readCookie(cookieNames.lastUsedVersion));

  useEffect(() => void loadAppVersion(), []);

  if (!version || seenVersion === version) return null;

  function remember() {
    if (!version) return;
    writeCookie(cookieNames.lastUsedVersion, version, { days: ONE_YEAR_IN_DAYS });
    setSeenVersion(version);
  }

  return (
    <Banner role="status" title="New features added!" data-testid="new-features-banner">
      <i className="pi pi-sparkles" aria-hidden="true" />
      <span className="text">New features added!</span>
      <ViewButton
        type="button"
        onClick={() => {
          remember();
          navigate("/Help/VersionHistory");
        }}
        data-testid="new-features-view"
      >
        View
      </ViewButton>
      <Dismiss type="button" aria-label="Dismiss" onClick={remember} data-testid="new-features-dismiss">
        <i className="pi pi-times" aria-hidden="true" />
      </Dismiss>
    </Banner>
  );
}
