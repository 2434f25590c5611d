import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { recordingSandbox, renderConsole } from "../render";

const respons = () => screen.getByRole("region", { name: "Respons" });

beforeEach(() => {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["id-ID", "en-US"]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The console in Indonesian, as a browser that asks for it first opens it, with the funded demo key. */
async function indonesianConsole(transport = recordingSandbox().transport) {
  const ui = renderConsole(transport);
  await ui.user.type(await screen.findByLabelText("Kunci API"), DEMO_KEYS.funded);
  return ui;
}

async function send(user: ReturnType<typeof renderConsole>["user"], action: string) {
  await user.click(screen.getByRole("radio", { name: action }));
  await user.click(screen.getByRole("button", { name: "Kirim" }));
  await waitFor(() => expect(within(respons()).getByRole("status")).toHaveTextContent(/^200 OK/));
  await within(respons()).findByRole("tab", { name: "Rapi" });
}

describe("the response views in Bahasa Indonesia", () => {
  it("words the table, its row count and summary in Indonesian with id-ID numbers; the tree and raw views too", async () => {
    const { user } = await indonesianConsole();
    await send(user, "Riwayat transaksi saldo");
    // The status's meaning is the console's words; the code and reason phrase are HTTP's.
    expect(within(respons()).getByRole("status")).toHaveTextContent(/^200 OKpermintaan berhasil/);
    const tabs = within(respons()).getByRole("tablist", { name: "Tampilan respons" });
    expect(within(tabs).getByRole("tab", { name: "Mentah", selected: true })).toBeInTheDocument();
    expect(within(respons()).getByRole("document", { name: "Body mentah" })).toHaveTextContent('"balance_after"');
    expect(within(respons()).getByRole("checkbox", { name: "Lipat baris" })).toHaveAccessibleDescription(
      "Hanya tampilannya yang dilipat: Salin body dan Unduh body memberi body persis seperti diterima.",
    );
    expect(within(respons()).getByRole("button", { name: "Salin body" })).toBeInTheDocument();

    await user.click(await within(tabs).findByRole("tab", { name: "Tabel" }));
    expect(await within(respons()).findByText(/^14 dari 14 baris di data$/)).toBeInTheDocument();
    // The summary's sum is the console's figure: id-ID groups thousands with a point.
    expect(within(respons()).getByText(/Total amount \(USD\): -?\d{1,3}(\.\d{3})+(,\d+)?/)).toBeInTheDocument();
    // A row's offers name the other action in Indonesian, ending with the values they carry.
    const table = within(respons()).getByRole("table", { name: "Data di data" });
    expect(within(table).getByRole("columnheader", { name: "Pakai" })).toBeInTheDocument();
    expect(within(table).getAllByRole("button", { name: /^Cek status pesanan \(ord_\w+/ }).length).toBeGreaterThan(0);
    expect(within(respons()).getByRole("button", { name: /^Unduh CSV \([\d.]+ baris\)$/ })).toBeInTheDocument();

    await user.type(within(respons()).getByLabelText("Filter baris"), "zzz-none");
    expect(
      await within(respons()).findByText(/^0 dari [\d.]+ baris di data: tidak ada yang memuat semua kata “zzz-none”$/),
    ).toBeInTheDocument();
    expect(within(respons()).getByLabelText("di kolom")).toHaveDisplayValue("semua");

    await user.click(within(tabs).getByRole("tab", { name: "Pohon" }));
    expect(await within(respons()).findByText("data")).toBeInTheDocument();

    // Switched back to English: the same views, reworded at once, without a new send.
    await user.click(screen.getByRole("button", { name: "Setelan" }));
    const dialog = await screen.findByRole("dialog", { name: "Setelan" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Bahasa/ }), "English");
    await user.click(await within(dialog).findByRole("button", { name: "Done" }));
    const region = screen.getByRole("region", { name: "Response" });
    expect(within(region).getByRole("tablist", { name: "Response views" })).toBeInTheDocument();
    expect(within(region).getByRole("tab", { name: "Tree", selected: true })).toBeInTheDocument();
    expect(within(region).getByRole("status")).toHaveTextContent(/^200 OKthe request worked/);
    await user.click(within(region).getByRole("tab", { name: "Table" }));
    expect(await within(region).findByText(/^14 of 14 rows in data$/)).toBeInTheDocument();
    expect(within(region).getByText(/Sum of amount \(USD\): -?\d{1,3}(,\d{3})+(\.\d+)?/)).toBeInTheDocument();
  });

  it("shows the wallet's ledger with saldo berjalan, and the sales chart as Grafik penjualan with its table", async () => {
    const { user } = await indonesianConsole();
    await send(user, "Riwayat transaksi saldo");
    await user.click(await within(respons()).findByRole("tab", { name: "Mutasi" }));
    const ledger = within(respons()).getByRole("table", { name: /^Mutasi dompet/ });
    const headers = within(ledger)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Tanggal", "Jenis", "Jumlah", "Saldo berjalan", "Keterangan"]);
    const cells = (column: number) =>
      within(ledger)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.children[column]?.textContent ?? "");
    // Which way each entry went, in Indonesian; the type word stays the API's.
    expect(cells(1)).toContain("debit (keluar)");
    expect(cells(1)).toContain("top_up (masuk)");
    // Money in the id-ID locale: a comma before the cents, points between thousands.
    expect(cells(2)[cells(1).indexOf("top_up (masuk)")]).toMatch(/^\+US\$\s?10\.000,00$/);
    expect(within(respons()).getByText(/Saldo berjalan: kolom balance_after tiap entri\./)).toBeInTheDocument();
    expect(within(respons()).getByRole("list", { name: "Total" })).toHaveTextContent(/Uang keluar: -US\$/);
    expect(within(respons()).getByLabelText("Jumlah dalam sen (satuan terkecil)")).not.toBeChecked();

    await send(user, "Statistik penjualan");
    await user.click(await within(respons()).findByRole("tab", { name: "Grafik" }));
    const chart = within(respons()).getByRole("img", { name: /^Grafik penjualan: \S+ per hari$/ });
    expect(chart).toHaveAccessibleDescription(
      /per hari, [\d.]+ hari dari \d{4}-\d\d-\d\d sampai .*: total .*tertinggi/,
    );
    const table = within(respons()).getByRole("region", { name: "Tabel angka penjualan" });
    expect(within(table).getByRole("table", { name: "Angka per hari" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Hari" })).toBeInTheDocument();
  });

  it("explains a request that got no answer in Indonesian, with the browser's own message as it wrote it", async () => {
    const failing = async () => {
      throw new TypeError("Failed to fetch");
    };
    const { user } = await indonesianConsole(failing);
    // The embedded sandbox is asked first: no network involved, and it says so.
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    expect(
      await within(respons()).findByRole("heading", { name: "Sandbox bawaan tidak menjawab" }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Base URL"));
    await user.type(screen.getByLabelText("Base URL"), "http://127.0.0.1:9");
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    await within(respons()).findByText(/dari http:\/\/127\.0\.0\.1:9\./);
    const alert = await within(respons()).findByRole("alert");
    expect(within(alert).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Tidak ada respons: permintaan gagal sebelum jawaban dapat dibaca",
    );
    expect(alert).toHaveTextContent(/API tidak mengizinkan panggilan dari origin halaman ini \(CORS\)/);
    expect(alert).toHaveTextContent("Pesan browser: Failed to fetch");
    expect(within(alert).getByText("Permintaan yang sama sebagai cURL")).toBeInTheDocument();
  });

  it("says in Indonesian why a body has no ledger, and why it is not JSON, with the parser's words as written", async () => {
    let body = JSON.stringify({ data: { balance: 3 } });
    const answering = async () => new Response(body, { headers: { "Content-Type": "application/json" } });
    const { user } = await indonesianConsole(answering);
    await send(user, "Riwayat transaksi saldo");
    expect(
      await within(respons()).findByText(
        "Tidak ada mutasi: body tidak memuat daftar data. Tampilan di bawah menunjukkan body apa adanya.",
      ),
    ).toBeInTheDocument();
    expect(within(respons()).queryByRole("tab", { name: "Mutasi" })).toBeNull();

    body = "<html>";
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    await user.click(await within(respons()).findByRole("tab", { name: "Rapi" }));
    expect(
      await within(respons()).findByText(/^Bukan JSON \(.*JSON.*\): tampilan Mentah menunjukkan body apa adanya\.$/),
    ).toBeInTheDocument();
  });
});
