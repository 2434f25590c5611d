import { useMemo, useState } from "react";
import type { BatchMeta } from "../../batch/batch-journal";
import { rowsOf } from "../../batch/shown-batch";
import { useMessages } from "../../contexts/i18n-context";
import { BatchEntries } from "./batch-entries";
import { batchesMessages } from "./batches-messages";
import { KeptSection } from "./kept-section";
import { OpenBatch } from "./open-batch";
import { useBatches } from "./use-batches";

/**
 * History's "Batches": each batch of the journal as one entry, opened to its rows, downloaded and
 * exported. A batch the Batch orders region shows is read from the region's run (useBatches).
 */
export function BatchesSection() {
  const m = useMessages(batchesMessages);
  const listing = useBatches();
  const [openId, setOpenId] = useState<string>();
  const { batches } = listing;
  const open = batches.find((batch) => batch.meta.id === openId);
  const openRows = useMemo(() => open && rowsOf(open), [open]);
  const nameOf = (meta: BatchMeta) => meta.fileName ?? m.pasted;

  return (
    <KeptSection m={m} listing={{ ...listing, count: batches.length }}>
      {batches.length > 0 && (
        <BatchEntries
          batches={batches}
          openId={openId}
          nameOf={nameOf}
          m={m}
          onToggle={(batchId) => setOpenId(batchId === openId ? undefined : batchId)}
        />
      )}
      {open && openRows && (
        <OpenBatch
          key={open.meta.id}
          meta={open.meta}
          rows={openRows}
          name={nameOf(open.meta)}
          m={m}
          onClose={() => setOpenId(undefined)}
        />
      )}
    </KeptSection>
  );
}
