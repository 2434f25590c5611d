import type { ListKind } from "../../catalog/list-fields";
import { defineMessages } from "../../lib/i18n/define-messages";
import type { PluralForms } from "../../lib/i18n/plural";

interface Noun {
  /** "Package 101", for a record the list names no name for. */
  unnamed: (id: string) => string;
  /** The listbox's name. */
  list: string;
  /** "# packages listed". */
  listed: PluralForms;
  loading: string;
  noKey: string;
}

/** The list pickers' words (packages, games) and what the lists say about a choice; loaded with the picker. */
export const listPickerMessages = defineMessages({
  en: {
    nouns: {
      products: {
        unnamed: (id) => `Package ${id}`,
        list: "Packages",
        listed: { one: "# package listed", other: "# packages listed" },
        loading: "Loading the packages list…",
        noKey: "No list: enter an API key to load the packages. Type the id meanwhile.",
      },
      games: {
        unnamed: (id) => `Game ${id}`,
        list: "Games",
        listed: { one: "# game listed", other: "# games listed" },
        loading: "Loading the games list…",
        noKey: "No list: enter an API key to load the games. Type the id meanwhile.",
      },
    } satisfies Record<ListKind, Noun> as Record<ListKind, Noun>,
    id: (id: string) => `id ${id}`,
    game: (game: string) => `game ${game}`,
    needs: (zone: string | undefined) => `needs ${zone ?? "a zone"}`,
    gameNamed: (name: string, id: string) => `${name} (game ${id})`,
    noList: (reason: string) => `No list: ${reason}. Type the id.`,
    /** The picker's status once the list is in: `listed` counted (`listed`), and when narrowed to a game, how many are offered for it. */
    choose: (listed: string) => `${listed}. Press ↓ to choose, or type.`,
    chooseNarrowed: (listed: string, count: string, game: string) =>
      `${listed}; ${count} for ${game}. Press ↓ to choose, or type.`,
    refresh: "Refresh list",
    onlyGame: (game: string) => `Only ${game}`,
    allGames: "All games",
    price: (price: string) => `price ${price}`,
    zoneRequired: (game: string) => `required for ${game}`,
    zoneHint: (game: string, label: string | undefined) =>
      `${game} needs a zone${label ? ` (${label})` : ""}, as the games list says.`,
  },
  id: {
    nouns: {
      products: {
        unnamed: (id) => `Paket ${id}`,
        list: "Paket",
        listed: { other: "# paket tercantum" },
        loading: "Memuat daftar paket…",
        noKey: "Tidak ada daftar: isi kunci API untuk memuat paket. Sementara itu, ketik id-nya.",
      },
      games: {
        unnamed: (id) => `Game ${id}`,
        list: "Game",
        listed: { other: "# game tercantum" },
        loading: "Memuat daftar game…",
        noKey: "Tidak ada daftar: isi kunci API untuk memuat game. Sementara itu, ketik id-nya.",
      },
    },
    id: (id) => `id ${id}`,
    game: (game) => `game ${game}`,
    needs: (zone) => `perlu ${zone ?? "zona"}`,
    gameNamed: (name, id) => `${name} (game ${id})`,
    noList: (reason) => `Tidak ada daftar: ${reason}. Ketik id-nya.`,
    choose: (listed) => `${listed}. Tekan ↓ untuk memilih, atau ketik.`,
    chooseNarrowed: (listed, count, game) => `${listed}; ${count} untuk ${game}. Tekan ↓ untuk memilih, atau ketik.`,
    refresh: "Muat ulang daftar",
    onlyGame: (game) => `Hanya ${game}`,
    allGames: "Semua game",
    price: (price) => `harga ${price}`,
    zoneRequired: (game) => `wajib untuk ${game}`,
    zoneHint: (game, label) => `${game} memerlukan zona${label ? ` (${label})` : ""}, menurut daftar game.`,
  },
});
