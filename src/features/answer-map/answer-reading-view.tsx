import { useEffect, useMemo, useState } from "react";
import { fieldChoices } from "../../answer/field-choices";
import { readAnswer } from "../../answer/read-answer";
import { foldWord } from "../../answer/roles";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { formatBytes } from "../../lib/format-bytes";
import { parseJson } from "../../lib/parse-json";
import { useAnswerContext } from "../../queries/use-answer-context";
import type { HttpRecord } from "../../request/response-record";
import { answerMapMessages } from "./answer-map-messages";
import type { ReadBy } from "./read-by";
import { RoleTable } from "./role-table";
import { type Said, saidText } from "./said";
import { useOwnCorrections } from "./use-own-corrections";
import { verdictOf, wordVerdict } from "./verdict-of";
import { WordCorrection } from "./word-correction";

/** One order's answer is small: a body past this is not read on the page's thread for the map. */
export const MAX_MAPPED_CHARS = 1_000_000;

interface AnswerReadingViewProps {
  record: HttpRecord;
  /** The answer to Place order (else to Check order status). */
  order: boolean;
  target: string;
}

/** The reading of one answer, with this browser's corrections for its target, and the ways to correct it. */
export function AnswerReadingView({ record, order, target }: AnswerReadingViewProps) {
  const m = useMessages(answerMapMessages);
  const { locale } = useI18n();
  // The wallet is asked for its currency only once an amount of this answer names none.
  const [askWallet, setAskWallet] = useState(false);
  const context = useAnswerContext({ askWallet });
  const corrections = useOwnCorrections(target);
  const [said, setSaid] = useState<Said | undefined>(undefined);
  const tooLarge = record.body.length > MAX_MAPPED_CHARS;
  const shown = useMemo(() => (tooLarge ? { ...record, body: "" } : record), [record, tooLarge]);
  const reading = useMemo(() => readAnswer(shown, context), [shown, context]);
  const body = useMemo(() => {
    const parsed = parseJson(shown.body);
    return parsed.ok ? parsed.value : undefined;
  }, [shown]);
  const wantsWallet = (reading.price !== undefined || reading.priceProblem !== undefined) && !reading.currency;
  useEffect(() => {
    if (wantsWallet) setAskWallet(true);
  }, [wantsWallet]);

  const status = reading.status;
  const wordCorrected = status !== undefined && corrections.own.words[foldWord(status.value.word)] !== undefined;
  const wordBy: ReadBy | undefined =
    status?.value.by === "correction" ? (wordCorrected ? "yours" : "shipped") : status?.value.by;
  const { words } = reading;
  return (
    <>
      <p className="hint">{m.scope(target)}</p>
      <p className="answer-verdict">{wordVerdict(m, verdictOf(reading, record.status, order))}</p>
      {/* The API's message is in the status line (a refusal inside a 2xx) or beside the fields (a 4xx): its code only here. */}
      {words.code !== undefined && <p className="answer-words">{m.apiCode(words.code)}</p>}
      {tooLarge && <p className="hint">{m.tooLarge(formatBytes(record.body.length, locale))}</p>}
      {!tooLarge && body === undefined && <p className="hint">{m.notJson}</p>}
      {body !== undefined && (
        <RoleTable
          reading={reading}
          own={corrections.own}
          choicesFor={(role) => fieldChoices(body, role)}
          onField={(role, field) => {
            corrections.setField(role, field);
            setSaid(field === undefined ? { kind: "undone-field", role } : { kind: "saved-field", role, field });
          }}
        />
      )}
      {status && (
        <WordCorrection
          key={foldWord(status.value.word)}
          reading={status.value}
          by={wordBy}
          corrected={wordCorrected}
          onSave={(kind) => {
            corrections.setWord(status.value.word, kind);
            setSaid({ kind: "saved-word", word: status.value.word, meaning: kind });
          }}
          onUndo={() => {
            corrections.setWord(status.value.word, undefined);
            setSaid({ kind: "undone-word", word: status.value.word });
          }}
        />
      )}
      {/* What the last correction did, worded at render so a switch of language rewords it. */}
      <p aria-live="polite" className="hint">
        {said && saidText(m, said)}
      </p>
    </>
  );
}
