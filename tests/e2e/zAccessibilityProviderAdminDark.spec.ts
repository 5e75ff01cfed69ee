import { ACCESSIBILITY_RUNS, accessibilityGate } from "./accessibilityGate";

/** The accessibility gate (tests/e2e/accessibilityGate.ts) as the provider administrator in the dark theme. */
accessibilityGate(ACCESSIBILITY_RUNS.providerAdminDark);
