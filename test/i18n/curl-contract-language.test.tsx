import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { recordingSandbox, renderConsole } from "../render";

type User = ReturnType<typeof renderConsole>["user"];

afterEach(() => {
  vi.restoreAllMocks();
});

/** The console as an Indonesian browser opens it, with the demo key typed in. */
async function startIndonesian() {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["id-ID", "en-US"]);
  const sandbox = recordingSandbox();
  const ui = renderConsole(sandbox.transport);
  await ui.user.type(await screen.findByLabelText("Kunci API"), DEMO_KEYS.funded);
  return { ...ui, sent: sandbox.sent };
}

async function paste(user: User, command: string) {
  if (!screen.queryByRole("dialog", { name: "Impor perintah cURL" })) {
    await user.click(screen.getByRole("button", { name: "Impor cURL" }));
  }
  // The dialog and its parser load on first use: cold, under load, that can take over a second.
  const box = await screen.findByLabelText("Perintah cURL", {});
  fireEvent.change(box, { target: { value: command } });
  await user.click(screen.getByRole("button", { name: "Impor" }));
  return box;
}

async function chooseLanguage(user: User, option: "English" | "Bahasa Indonesia") {
  await user.click(screen.getByRole("button", { name: /^(Settings|Setelan)$/ }));
  const dialog = await screen.findByRole("dialog", { name: /^(Settings|Setelan)$/ });
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /Bahasa/ }), option);
  const done = option === "English" ? "Done" : "Selesai";
  await user.click(await within(dialog).findByRole("button", { name: done }));
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

// A customer's validation: two spaces after Bearer, the game as a string, a stray field, the REST
// path, form-encoded, with -k and a User-Agent a page cannot send.
const CUSTOMER = `curl -k https://sandbox.invalid/v1/players/validate -H 'User-Agent: shop/1.0' -H 'Authorization: Bearer  ${DEMO_KEYS.funded}' -H 'Content-Type: application/x-www-form-urlencoded' -d '{"game_id":"1","user_id":123456789,"lang":"en"}'`;

describe("the cURL import and the contract check in Bahasa Indonesia", () => {
  it("says what it cannot read in Indonesian, keeps the paste and sends nothing", async () => {
    const { user, sent } = await startIndonesian();
    // An untouched form is not judged: the check is offered, in Indonesian.
    expect(screen.queryByRole("region", { name: "Cek kontrak" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cek terhadap kontrak" })).toBeInTheDocument();
    const text = `curl 'https://sandbox.invalid/v1/balance -H "X: 1"`;
    const box = await paste(user, text);
    const dialog = screen.getByRole("dialog", { name: "Impor perintah cURL" });
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Tanda kutip tunggal yang dibuka pada karakter ke-6 tidak pernah ditutup.",
    );
    expect(box).toHaveValue(text);
    expect(box).toHaveAccessibleDescription(/Impor mengisi formulir.*Tanda kutip tunggal/);

    fireEvent.change(box, { target: { value: "curl https://api.stripe.test/v1/charges -d amount=2000" } });
    await user.click(within(dialog).getByRole("button", { name: "Impor" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      /^Perintahnya terbaca, tetapi bukan permintaan ke API ini: Tidak ada aksi dengan path \/v1\/charges\./,
    );
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Tutup" }));
  });

  it("imports a customer's command with its notes and findings in Indonesian; a switch rewords them at once", async () => {
    const { user, sent } = await startIndonesian();
    await paste(user, CUSTOMER);
    const notice = await screen.findByText(/^Validasi ID pemain diimpor dari cURL\./);
    expect(notice).toHaveTextContent(
      "User-Agent: browser tidak mengizinkan halaman web mengirim header ini, jadi header ini tidak ikut saat dikirim ulang.",
    );
    expect(notice).toHaveTextContent(
      "-k: TLS ditangani browser: browser memeriksa sertifikat server dengan caranya sendiri.",
    );
    expect(notice).toHaveTextContent("Dikirim sebagai application/x-www-form-urlencoded, sesuai perintah.");

    const region = await screen.findByRole("region", { name: "Cek kontrak" });
    const table = await within(region).findByRole("table", { name: "Perbedaan dengan kontrak" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Letak", "Seharusnya", "Yang dikirim"]);
    expect(rows(table)).toEqual([
      ["path", "/validate_player (path gaya konsol, yang dipakai Embedded sandbox)", "/players/validate (path REST)"],
      ["header Authorization", "Bearer, satu spasi, lalu kuncinya", "dua spasi setelah Bearer"],
      ["header Content-Type", "application/json", "application/x-www-form-urlencoded"],
      ["game_id", "bilangan bulat (number JSON)", 'string "1"'],
      ["user_id", "string", "number 123456789"],
      ["lang", "hanya kolom milik Validasi ID pemain (game_id, user_id)", 'string "en"'],
    ]);
    expect(within(region).getByText("6 perbedaan dengan kontrak Validasi ID pemain:")).toBeInTheDocument();

    // The same findings and notes, reworded where they stand: nothing is imported or checked again.
    await chooseLanguage(user, "English");
    const english = screen.getByRole("region", { name: "Contract check" });
    expect(rows(within(english).getByRole("table", { name: "Differences from the contract" }))[1]).toEqual([
      "Authorization header",
      "Bearer, one space, the key",
      "two spaces after Bearer",
    ]);
    expect(screen.getByText(/^Imported Validate player ID from cURL\./)).toHaveTextContent(
      "User-Agent: a browser does not let a page send this header, so a replay goes without it.",
    );
    await chooseLanguage(user, "Bahasa Indonesia");
    expect(await screen.findByRole("region", { name: "Cek kontrak" })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole("region", { name: "Cek kontrak" })).getByRole("button", {
        name: "Perbaiki agar sesuai kontrak",
      }),
    );
    const fixed = screen.getByRole("region", { name: "Cek kontrak" });
    expect(within(fixed).getByText("Permintaan ini sesuai dengan kontrak Validasi ID pemain.")).toBeInTheDocument();
    const changes = await within(fixed).findByRole("region", { name: "Perubahan oleh perbaikan" });
    const diff = within(changes).getByRole("table", {
      name: "Perubahan dari hasil impor ke permintaan yang diperbaiki",
    });
    expect(
      within(diff)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Bagian", "Perubahan", "Hasil impor", "Diperbaiki"]);
    expect(rows(diff)[0]?.slice(0, 2)).toEqual(["URL", "diubah"]);

    await user.click(within(changes).getByRole("button", { name: "Kirim keduanya dan bandingkan" }));
    const comparison = await within(changes).findByRole("region", { name: "Perbandingan" });
    expect(sent).toHaveLength(2);
    expect(within(comparison).getByText("Hasil impor")).toBeInTheDocument();
    expect(within(comparison).getByText("Diperbaiki agar sesuai kontrak")).toBeInTheDocument();
    expect(
      await within(comparison).findByText("Status berubah: 415 Unsupported Media Type → 200 OK"),
    ).toBeInTheDocument();
    expect(within(comparison).getByRole("button", { name: "Tutup perbandingan" })).toBeInTheDocument();

    // The ticket tools speak Indonesian; the report itself is written for the API's support, in English.
    const ticket = screen.getByRole("region", { name: "Cek kontrak" });
    await user.click(within(ticket).getByRole("button", { name: "Salin laporan tiket" }));
    expect(
      await within(ticket).findByText("Laporan tiket tersalin: 2 permintaan, kunci ditulis sebagai $API_KEY."),
    ).toBeInTheDocument();
    const report = await navigator.clipboard.readText();
    expect(report).toContain("## As imported");
    expect(report).toContain(
      "- `Authorization header`: expected Bearer, one space, the key; got two spaces after Bearer.",
    );

    await chooseLanguage(user, "English");
    const again = screen.getByRole("region", { name: "Comparison" });
    expect(within(again).getByText("As imported")).toBeInTheDocument();
    expect(within(again).getByText("Status changed: 415 Unsupported Media Type → 200 OK")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send both and compare" })).toBeInTheDocument();
  }, 30_000);

  it("asks in Indonesian before sending two orders, and words the fix's notes in Indonesian", async () => {
    const { user, sent } = await startIndonesian();
    await paste(
      user,
      `curl https://sandbox.invalid/v1/create_order -H 'Authorization: Bearer ${DEMO_KEYS.funded}' -H 'Content-Type: application/json' -d '{"product_id":"201","user_id":"1","reseller_ref":"cust-1"}'`,
    );
    const region = await screen.findByRole("region", { name: "Cek kontrak" });
    await user.click(await within(region).findByRole("button", { name: "Perbaiki agar sesuai kontrak" }));
    const changes = await within(region).findByRole("region", { name: "Perubahan oleh perbaikan" });
    expect(
      within(changes).getByText("reseller_ref: diberi nilai baru, jadi mengirimnya akan membuat pesanan baru."),
    ).toBeInTheDocument();
    await user.click(within(changes).getByRole("button", { name: "Kirim keduanya dan bandingkan" }));
    const dialog = screen.getByRole("dialog", { name: "Kirim kedua permintaan?" });
    expect(dialog).toHaveTextContent("Buat pesanan isi ulang memotong saldo dompet milik kunci yang Anda masukkan.");
    expect(within(dialog).getByRole("button", { name: "Kembali" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Kembali" }));
    expect(sent).toEqual([]);
    await user.click(within(changes).getByRole("button", { name: "Kirim keduanya dan bandingkan" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Kirim kedua permintaan?" })).getByRole("button", {
        name: "Kirim keduanya",
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await within(changes).findByRole("region", { name: "Perbandingan" })).toBeInTheDocument();
  }, 30_000);

  it("shows the request and its snippets in Indonesian, the code as code; a copy's message follows a switch", async () => {
    const { user } = await startIndonesian();
    const request = screen.getByRole("region", { name: "Permintaan" });
    expect(within(request).getByRole("table", { name: "Header permintaan" })).toHaveTextContent(
      "AuthorizationBearer ••••••••nded",
    );
    await user.click(await within(request).findByRole("button", { name: "Salin sebagai cURL" }));
    expect(await navigator.clipboard.readText()).toContain('-H "Authorization: Bearer $API_KEY"');
    expect(within(request).getByText("Tersalin sebagai cURL, kunci ditulis sebagai $API_KEY.")).toBeInTheDocument();
    await user.click(within(request).getByRole("checkbox", { name: "Sertakan kunci API di cuplikan kode" }));
    expect(within(request).getByText(/^Cuplikan kode kini memuat kunci Anda/)).toBeInTheDocument();
    expect(within(request).getByText("Lihat cuplikan kode")).toBeInTheDocument();

    await chooseLanguage(user, "English");
    const english = screen.getByRole("region", { name: "Request" });
    expect(within(english).getByText("Copied as cURL, key as $API_KEY.")).toBeInTheDocument();
    expect(within(english).getByRole("button", { name: "Copy as cURL" })).toBeInTheDocument();
  });
});
