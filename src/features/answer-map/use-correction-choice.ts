import { useState } from "react";

/**
 * What a correction form has chosen. It starts as `start` and starts again whenever `reading`
 * changes (a correction saved, undone, or made in another tab). `missing` says Save was pressed
 * with nothing to save, until the next choice.
 */
export function useCorrectionChoice(reading: string | undefined, start: string) {
  const [chosen, setChosen] = useState(start);
  const [missing, setMissing] = useState(false);
  const [shown, setShown] = useState(reading);
  if (shown !== reading) {
    setShown(reading);
    setChosen(start);
  }
  return {
    chosen,
    missing,
    choose: (value: string) => {
      setChosen(value);
      setMissing(false);
    },
    /** Save pressed: `saved` says whether there was a choice to save. */
    saved: (saved: boolean) => setMissing(!saved),
  };
}
