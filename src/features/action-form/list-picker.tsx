import { useCallback, useEffect, useMemo, useState } from "react";
import type { ListKind } from "../../catalog/list-fields";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { useWorkspaceStore } from "../../contexts/workspace-context";
import type { FieldInputProps } from "../../forms/schema-fields";
import { plural } from "../../lib/i18n/plural";
import { useListQuery } from "../../queries/use-list-query";
import type { ListOption } from "../../response/list-options";
import { wordListProblem } from "../../response/list-problem";
import { listProblemMessages } from "../../response/list-problem-messages";
import { gameNamed, listedPrice } from "../../response/listed-choice";
import { Combobox } from "../../ui/combobox";
import type { ComboOption } from "../../ui/use-combo-matches";
import { listPickerMessages } from "./list-picker-messages";
import { type ListedChoice, useListedChoice } from "./use-listed-choice";

type Words = (typeof listPickerMessages)["en"];

export interface ListPickerProps {
  kind: ListKind;
  inputProps: FieldInputProps;
  text: string;
  onChoose: (id: string) => void;
  /** Packages: the game to narrow to, when one was chosen. */
  game?: string | undefined;
  /** Packages: told what the lists say about the chosen one (its zone needs, its description). */
  listed?: { lastGame: string | undefined; hasZoneField: boolean; onChange: (choice: ListedChoice) => void };
}

/** Reports what the lists say about the chosen package, each time that changes. */
function ListedReport({
  field,
  text,
  listed,
}: {
  field: string;
  text: string;
  listed: NonNullable<ListPickerProps["listed"]>;
}) {
  const choice = useListedChoice(field, text, listed.lastGame, listed.hasZoneField);
  const { onChange } = listed;
  useEffect(() => onChange(choice), [choice, onChange]);
  return null;
}

function toChoice(option: ListOption, kind: ListKind, games: readonly ListOption[] | undefined, m: Words): ComboOption {
  const details = [m.id(option.id)];
  if (kind === "products") {
    const price = listedPrice(option);
    if (price) details.push(price);
    const game = option.gameName ?? gameNamed(games, option.gameId)?.name;
    if (game) details.push(game);
    else if (option.gameId) details.push(m.game(option.gameId));
  } else if (option.requiresZone) {
    details.push(m.needs(option.zoneLabel));
  }
  return {
    value: option.id,
    label: option.name ?? m.nouns[kind].unnamed(option.id),
    detail: details.join(" · "),
  };
}

/**
 * A parameter the API lists (a package, a game) as a combobox over that list: loaded the first
 * time it is opened, narrowed to the chosen game, and a plain input with one line saying why
 * when there is no list to be had.
 */
export function ListPicker({ kind, inputProps, text, onChoose, game, listed: report }: ListPickerProps) {
  const { query, noKey, load } = useListQuery(kind);
  const store = useWorkspaceStore();
  const field = inputProps.name?.replace(/^values\./, "");
  // While its list is open the field holds a filter being typed: the contract check waits.
  const expandedChange = useCallback(
    (expanded: boolean) => {
      if (field) store.pick(field, expanded);
    },
    [store, field],
  );
  useEffect(() => () => expandedChange(false), [expandedChange]);
  // Packages show their game's name when the games list is at hand; it is not fetched for that.
  const gamesList = useListQuery("games").query.data?.list;
  const games = gamesList?.ok ? gamesList.options : undefined;
  const [asked, setAsked] = useState(false);
  const [allGames, setAllGames] = useState(false);
  const m = useMessages(listPickerMessages);
  const problem = useMessages(listProblemMessages);
  const { locale } = useI18n();
  const format = useFormat();
  const noun = m.nouns[kind];
  const list = query.data?.list;
  const listed = list?.ok ? list.options : undefined;

  const narrowing = kind === "products" && game !== undefined && !allGames && listed?.some((o) => o.gameId);
  const chosenGame = game === undefined ? undefined : gameNamed(games, game);
  const offered = useMemo(() => {
    if (!listed || !narrowing) return listed;
    const names = [game, chosenGame?.name].flatMap((name) => (name ? [name.toLowerCase()] : []));
    return listed.filter((option) => names.includes((option.gameId ?? "").toLowerCase()));
  }, [listed, narrowing, game, chosenGame]);
  const choices = useMemo(() => offered?.map((option) => toChoice(option, kind, games, m)), [offered, kind, games, m]);

  const statusId = `${inputProps.id}-list`;
  const describedBy = [inputProps["aria-describedby"], statusId].filter(Boolean).join(" ");
  const gameText = chosenGame?.name ? m.gameNamed(chosenGame.name, game ?? "") : m.game(game ?? "");

  let status: string | undefined;
  if (query.isFetching) status = noun.loading;
  else if (query.error) status = m.noList(query.error.message);
  else if (list && !list.ok) status = m.noList(wordListProblem(problem, list.why, format.bytes));
  else if (listed && offered) {
    const count = plural(locale, listed.length, noun.listed, format.number(listed.length));
    status = narrowing ? m.chooseNarrowed(count, format.number(offered.length), gameText) : m.choose(count);
  } else if (asked && noKey) status = noun.noKey;

  return (
    <>
      {report && field && <ListedReport field={field} text={text} listed={report} />}
      <Combobox
        inputProps={{ ...inputProps, "aria-describedby": describedBy }}
        text={text}
        options={choices}
        listLabel={noun.list}
        loading={query.isFetching}
        onExpandedChange={expandedChange}
        onOpen={() => {
          setAsked(true);
          load();
        }}
        onChoose={onChoose}
      />
      <p className="hint list-status">
        <span id={statusId} aria-live="polite">
          {status}
        </span>
        {(query.data || query.error) && (
          <>
            {" "}
            <button type="button" className="link" onClick={() => load(true)} disabled={query.isFetching}>
              {m.refresh}
            </button>
          </>
        )}
        {kind === "products" && game !== undefined && listed?.some((o) => o.gameId) && (
          <>
            {" "}
            <button type="button" className="link" onClick={() => setAllGames(!allGames)}>
              {allGames ? m.onlyGame(gameText) : m.allGames}
            </button>
          </>
        )}
      </p>
    </>
  );
}
