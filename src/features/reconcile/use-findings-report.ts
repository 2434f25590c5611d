import { useEffect, useMemo } from "react";
import { setReconcileSection } from "../../channels/reconcile-report";
import { useSettings } from "../../contexts/settings-context";
import { findingsReport } from "../../reconcile/findings-report";
import type { ReconcileResult } from "../../reconcile/reconcile-result";

/**
 * The findings as the ticket report words them, in English, without the key. They go into the
 * report (the request tools' one too) while they are on screen and the key and environment are the
 * ones they were made with.
 */
export function useFindingsReport(result: ReconcileResult, currency: string | undefined, sameTarget: boolean): string {
  const { settings } = useSettings();
  const report = useMemo(
    () => findingsReport({ ...result, ...(currency && { currency }) }, [settings.apiKey]),
    [result, currency, settings.apiKey],
  );
  useEffect(() => {
    setReconcileSection(sameTarget ? report : undefined);
    return () => setReconcileSection(undefined);
  }, [report, sameTarget]);
  return report;
}
