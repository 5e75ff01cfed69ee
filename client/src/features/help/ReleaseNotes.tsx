import styled from "@emotion/styled";
import { formatUtc } from "../../shared/format/formatUtc";
import { Card } from "../../shared/ui/Card";
import { RELEASES } from "./releases";

const ReleaseCard = styled(Card)`
  padding: 24px 28px;
  max-width: 900px;
  color: ${(p) => p.theme.color.text};
  line-height: 1.55;
  header { display: flex; align-items: baseline; gap: 12px; flex-wrap: wrap; margin-bottom: 12px; }
  h2 { font-size: 1.25rem; margin: 0; }
  .version { font-weight: 600; color: ${(p) => p.theme.color.primary}; }
  .date { color: ${(p) => p.theme.color.textMuted}; font-size: 0.9rem; }
  .current {
    font-size: 0.78rem; font-weight: 600; padding: 2px 8px; border-radius: 999px;
    color: ${(p) => p.theme.color.success}; background: ${(p) => p.theme.color.successSoft};
  }
  h3 { font-size: 0.95rem; margin: 14px 0 6px; }
  ul { margin: 0; padding-left: 22px; }
  li { margin-bottom: 4px; }
`;

/** Keelson's releases, newest first; the one running now is marked. */
export function ReleaseNotes({ currentVersion }: { currentVersion: string | null }) {
  return (
    <div css={{ display: "grid", gap: 16 }} data-testid="release-notes">
      <h1 css={{ fontSize: "1.6rem", margin: 0 }}>What's new</h1>
      {RELEASES.map((release) => (
        <ReleaseCard as="section" key={release.version} data-testid="release" data-version={release.version}>
          <header>
            <span className="version">Version {release.version}</span>
            <h2>{release.title}</h2>
            <span className="date">{formatUtc(`${release.date}T00:00:00Z`, false)}</span>
            {release.version === currentVersion ? (
              <span className="current">You are running this version</span>
            ) : null}
          </header>
          {release.changes.map((change) => (
            <div key={change.area}>
              <h3>{change.area}</h3>
              <ul>
                {change.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </ReleaseCard>
      ))}
    </div>
  );
}
