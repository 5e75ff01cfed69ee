import type { ReactNode } from "react";

/**
 * Content that scrolls sideways when it is wider than its card (a wide table at 1024 px). The region can
 * take the keyboard's focus, so a keyboard user can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable),
 * and is named for screen readers.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to be scrolled by keys
    <section aria-label={label} tabIndex={0} css={{ overflowX: "auto" }}>
      {children}
    </section>
  );
}
