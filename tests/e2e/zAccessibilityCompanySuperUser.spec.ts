import { ACCESSIBILITY_RUNS, accessibilityGate } from "./accessibilityGate";

/** The accessibility gate (tests/e2e/accessibilityGate.ts) as the company super user (light, the only theme company users have). */
accessibilityGate(ACCESSIBILITY_RUNS.companySuperUser);
