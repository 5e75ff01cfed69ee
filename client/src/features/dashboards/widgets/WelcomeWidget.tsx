import styled from "@emotion/styled";

const Text = styled.div`
  display: grid;
  gap: 10px;
  line-height: 1.5;
  max-width: 70ch;
  h3 { margin: 0; font-size: 1.15rem; }
  p, ul { margin: 0; color: ${(p) => p.theme.color.textMuted}; }
  ul { padding-left: 1.2em; display: grid; gap: 4px; }
`;

/** The Welcome widget: what a dashboard is and how to build one. */
export function WelcomeWidget() {
  return (
    <Text data-testid="welcome-widget">
      <h3>Welcome to Keelson</h3>
      <p>
        This is your dashboard. Keep the views you watch every day here: the latest values of your vessels,
        graphs over a voyage or the last hours, the fleet on a map, performance status and open alerts.
      </p>
      <ul>
        <li>
          <strong>Add widget</strong> puts a new widget at the first free spot; drag it by its title and
          resize it from its lower right corner.
        </li>
        <li>
          The cog of a widget chooses its vessels and, for tables and graphs, the variables and time span.
        </li>
        <li>
          <strong>Manage my dashboards</strong> adds, renames, reorders, deletes and shares dashboards with
          colleagues (they see them read-only).
        </li>
        <li>When new data of a vessel is imported, its widgets refresh by themselves.</li>
      </ul>
    </Text>
  );
}
