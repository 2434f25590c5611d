import "./environments.css";
import { idleModule } from "../../ui/idle-module";
import { useRuntimeConfig } from "../../ui/runtime-config-context";
import { EnvironmentSwitcher } from "./environment-switcher";

// Shown only when config.json is wrong, so it loads after the first screen.
const problemView = idleModule(() => import("./config-problem"));

/** The bar's deployment part: what config.json offers, and what is wrong with it. */
export function EnvironmentBar() {
  const { problem } = useRuntimeConfig();
  const loaded = problemView.use(problem ? "now" : "asked");
  return (
    <>
      {loaded && <loaded.ConfigProblem />}
      <EnvironmentSwitcher />
    </>
  );
}
