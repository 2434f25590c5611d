import "./environments.css";
import { ConfigProblem } from "./config-problem";
import { EnvironmentSwitcher } from "./environment-switcher";

/** The bar's deployment part: what config.json offers, and what is wrong with it. */
export function EnvironmentBar() {
  return (
    <>
      <ConfigProblem />
      <EnvironmentSwitcher />
    </>
  );
}
