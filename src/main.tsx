// First: each area's own sheet, imported by its component, comes after the tokens and base rules it builds on.
import "./app/app.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Page } from "./app/page";
import { createQueryClient } from "./app/providers";
import { bootRecord } from "./config/boot-record";
import { startConfigQuery } from "./contexts/runtime-config-context";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// config.json was asked for by the page's first script (or is asked for now): the page starts with
// it right after hydrating, so React waits for it here, which is seldom longer than that request.
const queryClient = createQueryClient();
void Promise.all([startConfigQuery(queryClient), bootRecord()?.asPrerendered]).then(([, asPrerendered]) => {
  // dist/index.html holds the first screen, rendered at build time from the same <Page>: React takes
  // it over as it is, already started when this visit starts as it was prerendered. The dev
  // server's page is empty, and is rendered here.
  if (root.firstElementChild) {
    hydrateRoot(root, <Page queryClient={queryClient} hydratesStarted={asPrerendered === true} />);
  } else {
    createRoot(root).render(<Page queryClient={queryClient} />);
  }
});
