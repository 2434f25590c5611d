import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SETTINGS_STORAGE_KEY } from "../src/config/stored-settings";
import type { HistoryStore } from "../src/history/history-store";
import { createMemoryHistoryStore } from "../src/history/memory-history-store";
import { summarize } from "../src/history/summarize";
import { balanceEntry } from "./history/fixtures";
import { startInIndonesian } from "./i18n/start-in-indonesian";
import { switchLanguage } from "./i18n/switch-language";
import { listItems } from "./list-items";
import { recordingSandbox, renderConsole } from "./render";

const riwayat = () => screen.getByRole("region", { name: "Riwayat" });

afterEach(() => {
  localStorage.clear();
});

describe("the history in Indonesian", () => {
  it("lists, filters, opens, replays and refuses a broken file in Indonesian, and switches at once", async () => {
    const { user } = await startInIndonesian();
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    await user.click(screen.getByRole("radio", { name: "Cek saldo" }));
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    await user.click(screen.getByRole("button", { name: "Riwayat" }));
    await waitFor(() =>
      expect(within(riwayat()).getAllByRole("button", { name: /^Buka Cek saldo, / })).toHaveLength(2),
    );
    const region = riwayat();
    expect(region).toHaveTextContent("Setiap pengiriman disimpan di halaman ini saja, tanpa kunci API");
    expect(region).toHaveTextContent("Saat ini: 2 entri");
    expect(within(region).getByRole("columnheader", { name: "Durasi" })).toBeInTheDocument();
    // Dates in the id-ID form, durations in its unit; the status code as the API sent it.
    const row = within(region).getAllByRole("row")[1];
    expect(row).toHaveTextContent(/\d\d\/\d\d\/\d{4}/);
    expect(row).toHaveTextContent(/200/);
    expect(row).toHaveTextContent(/\d+ md/);

    await user.selectOptions(within(region).getByLabelText("Filter menurut status"), "4xx kesalahan klien");
    expect(await within(region).findByText("0 dari 2 ditampilkan, 0 dipilih.", { exact: false })).toBeInTheDocument();
    await user.selectOptions(within(region).getByLabelText("Filter menurut status"), "Semua status");

    const [first] = within(region).getAllByRole("button", { name: /^Buka Cek saldo, / });
    await user.click(first as HTMLElement);
    const entry = await within(region).findByRole("region", { name: /^Entri: Cek saldo, \d\d\/\d\d\/\d{4}/ });
    expect(within(entry).getByRole("heading", { name: "Permintaan" })).toBeInTheDocument();
    expect(within(entry).getByRole("heading", { name: "Respons" })).toBeInTheDocument();
    expect(within(entry).getByRole("table", { name: "Header permintaan" })).toBeInTheDocument();
    await user.click(within(entry).getByRole("button", { name: "Kirim ulang" }));
    expect(within(entry).getByRole("button", { name: "Tutup entri" })).toBeInTheDocument();

    const input = within(region).getByLabelText("Impor JSON");
    await user.upload(input, new File(['{"log":{}}'], "tiket.har", { type: "application/json" }));
    const alert = await within(region).findByRole("alert");
    expect(alert).toHaveTextContent(
      "tiket.har tidak diimpor: Ini berkas HAR. Impor hanya menerima ekspor JSON dari konsol ini (Ekspor JSON); HAR untuk alat lain.",
    );

    // What is on screen changes language at once: the panel, the open entry and the import's message.
    await switchLanguage(user, "en");
    const history = screen.getByRole("region", { name: "History" });
    expect(history).toHaveTextContent("Now: 2 entries");
    expect(within(history).getByRole("region", { name: /^Entry: Check wallet balance at / })).toBeInTheDocument();
    expect(within(history).getByRole("alert")).toHaveTextContent(
      "tiket.har was not imported: This is a HAR file. Import takes the console's own JSON export",
    );
    expect(within(history).getAllByRole("button", { name: /^Open Check wallet balance at / })).toHaveLength(2);
  });

  it("says in the bar and the panel which records were set aside, with why, and says it again in English at once", async () => {
    const good = balanceEntry("good", Date.now() - 60_000);
    const relative = balanceEntry("relative", Date.now() - 20_000, {
      request: { method: "GET", url: "/v1/balance", headers: [] },
    });
    const history = createMemoryHistoryStore({
      summaries: [good, relative].map((entry) => [entry.id, summarize(entry)]),
      entries: [good, relative].map((entry) => [entry.id, entry]),
    });
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "id" }));
    const { user } = renderConsole(recordingSandbox().transport, undefined, history);
    const bar = await screen.findByText(/^2 catatan di riwayat tersimpan tidak dapat dibaca/, undefined);
    expect(bar).toHaveAttribute("role", "alert");
    await user.click(screen.getByRole("button", { name: "Riwayat" }));
    const notice = await within(await screen.findByRole("region", { name: "Riwayat" })).findByRole("alert");
    expect(notice).toHaveTextContent("2 catatan disisihkan karena tidak dapat dibaca sebagai riwayat");
    expect(listItems(notice)).toEqual([
      "Ringkasan tersimpan relative: url: Bukan URL http atau https yang lengkap",
      "Entri tersimpan relative: request.url: Bukan URL http atau https yang lengkap",
    ]);
    expect(within(notice).getByRole("button", { name: "Unduh catatan yang disisihkan" })).toBeInTheDocument();

    await switchLanguage(user, "en");
    expect(bar).toHaveTextContent(/^2 records in the stored history could not be read/);
    expect(notice).toHaveTextContent("2 records were set aside");
    expect(within(notice).getAllByRole("listitem")[0]).toHaveTextContent(
      "Stored summary relative: url: Not an absolute http or https URL",
    );
  });

  it("words a failed pin and a failed delete in Indonesian, and in English at once", async () => {
    const history = createMemoryHistoryStore();
    const failing: HistoryStore = {
      ...history,
      setPinned: () => Promise.reject(new Error("disk penuh")),
      remove: () => Promise.reject(new Error("disk penuh")),
    };
    const { user } = await startInIndonesian({ history: failing });
    await user.click(screen.getByRole("radio", { name: "Cek saldo" }));
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    await user.click(screen.getByRole("button", { name: "Riwayat" }));
    const pin = await within(riwayat()).findByRole("button", { name: /^Sematkan Cek saldo, / });
    await user.click(pin);
    const pinAlert = await within(riwayat()).findByText(/^Cek saldo, .+ tidak dapat disematkan: Error: disk penuh$/);
    expect(pinAlert).toHaveAttribute("role", "alert");
    await user.click(within(riwayat()).getByRole("checkbox", { name: /^Pilih Cek saldo, / }));
    await user.click(within(riwayat()).getByRole("button", { name: "Hapus yang dipilih" }));
    const deleteAlert = await within(riwayat()).findByText(
      "Entri yang dipilih tidak dapat dihapus: Error: disk penuh. Entri tersebut tetap dipilih, agar dapat dicoba lagi.",
    );
    expect(deleteAlert).toHaveAttribute("role", "alert");

    await switchLanguage(user, "en");
    expect(pinAlert).toHaveTextContent(/^Check wallet balance at .+ could not be pinned: Error: disk penuh$/);
    expect(deleteAlert).toHaveTextContent(
      "The selected entries could not be deleted: Error: disk penuh. They are still selected, to try again.",
    );
  });
});
