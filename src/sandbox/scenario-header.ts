/** The request header that picks a sandbox scenario: all the first screen needs of the scenarios. */
export const SCENARIO_HEADER = "X-Sandbox-Scenario";
