import { useMemo, useSyncExternalStore } from "react";
import type { AnswerContext } from "../answer/read-answer";
import { browserDialectStore, dialectFor, dialectTarget } from "../config/dialect-store";
import { useSettings } from "../contexts/settings-context";
import { useEnvironment } from "../contexts/use-environment";
import { useWalletCurrency } from "./use-wallet-currency";

/** This browser's corrections, by target: re-rendered when they change here or in another tab. */
export function useStoredDialects() {
  return useSyncExternalStore(
    browserDialectStore.subscribe,
    browserDialectStore.getSnapshot,
    browserDialectStore.getSnapshot,
  );
}

/**
 * How the current target's answers are read (answer/read-answer.ts): the deployment's dialect for
 * this environment with this browser's corrections over it, and the wallet's currency. Tracking,
 * batches, reconciliation and the answer map all read answers with it, so a correction applies to
 * all of them at once. `askWallet: false` where no amount is shown.
 */
export function useAnswerContext({ askWallet = true }: { askWallet?: boolean } = {}): AnswerContext {
  const { settings } = useSettings();
  const { environment } = useEnvironment();
  const stored = useStoredDialects();
  const walletCurrency = useWalletCurrency(askWallet);
  const target = dialectTarget(settings.baseUrl);
  const shipped = environment && dialectTarget(environment.baseUrl) === target ? environment.dialect : undefined;
  const dialect = useMemo(() => dialectFor(target, shipped, stored), [target, shipped, stored]);
  return useMemo(
    () => ({ dialect, ...(walletCurrency !== undefined && { walletCurrency }) }),
    [dialect, walletCurrency],
  );
}
