import { useBatchWords } from "./use-batch-text";
import type { DryRunProgress } from "./use-dry-run";

/** Where the dry run is: listing, asking about players (how many of how many), reading the balance. */
export function DryRunProgressLine({ progress }: { progress: DryRunProgress | undefined }) {
  const { m, format } = useBatchWords();
  let text = "";
  if (progress?.step === "listing") text = m.listing;
  else if (progress?.step === "players")
    text = m.checkingPlayers(format.number(progress.done), format.number(progress.total));
  else if (progress?.step === "balance") text = m.checkingBalance;
  return (
    <p className="hint" aria-live="polite">
      {text}
    </p>
  );
}
