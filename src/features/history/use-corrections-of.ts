import { useCallback } from "react";
import type { WordCorrections } from "../../answer/status-words";
import { targetPlace } from "../../batch/batch-export";
import { dialectFor, dialectTarget } from "../../config/dialect-store";
import { findEnvironment } from "../../config/runtime-config";
import { useRuntimeConfig } from "../../contexts/runtime-config-context";
import { useStoredDialects } from "../../queries/use-answer-context";

/**
 * The status words' corrections of the target each batch was placed on (batches of many targets are
 * listed): the deployment's for its environment when that environment still has its base URL, as
 * useAnswerContext takes them, then this browser's. Read at render, so a correction shows at once.
 */
export function useCorrectionsOf(): (batchTarget: string) => WordCorrections | undefined {
  const { config } = useRuntimeConfig();
  const stored = useStoredDialects();
  return useCallback(
    (batchTarget) => {
      const place = targetPlace(batchTarget);
      if (!place) return undefined;
      const target = dialectTarget(place.baseUrl);
      const environment = findEnvironment(config, place.environment);
      const shipped = environment && dialectTarget(environment.baseUrl) === target ? environment.dialect : undefined;
      return dialectFor(target, shipped, stored).words;
    },
    [config, stored],
  );
}
