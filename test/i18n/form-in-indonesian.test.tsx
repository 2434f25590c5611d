import { render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../src/app/providers";
import { BUILT_IN_STATE } from "../../src/config/config-state";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import { DraftNoteView } from "../../src/features/action-form/draft-note";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { recordingSandbox, renderConsole } from "../render";

afterEach(() => {
  vi.restoreAllMocks();
});

/** The console in an Indonesian browser, over this transport (the sandbox by default). */
async function inIndonesian(transport = recordingSandbox().transport) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["id-ID"]);
  const ui = renderConsole(transport);
  expect(await screen.findByRole("button", { name: "Kirim" })).toBeInTheDocument();
  return ui;
}

type User = Awaited<ReturnType<typeof inIndonesian>>["user"];

/** Language · Bahasa in Setelan, as a person changes it. */
async function switchTo(user: User, language: "English" | "Bahasa Indonesia") {
  await user.click(screen.getByRole("button", { name: language === "English" ? "Setelan" : "Settings" }));
  const dialog = await screen.findByRole("dialog", { name: language === "English" ? "Setelan" : "Settings" });
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /Bahasa|Language/ }), language);
  const done = language === "English" ? "Done" : "Selesai";
  await user.click(await within(dialog).findByRole("button", { name: done }));
}

describe("the form in Bahasa Indonesia", () => {
  it("gives hints and field errors in Indonesian, and words them again at once in English", async () => {
    const { user } = await inIndonesian();
    await user.click(screen.getByRole("radio", { name: "Buat pesanan isi ulang" }));
    const player = screen.getByLabelText(/user_id/);
    expect(player).toHaveAccessibleDescription("ID akun pemain di game. Dikirim sebagai string JSON.");
    await user.type(player, "12a");
    await user.tab();
    expect(await screen.findByRole("alert")).toHaveTextContent("Hanya angka (0-9), tanpa spasi atau tanda");
    expect(screen.getByLabelText(/product_id/)).toHaveAccessibleDescription(/^Paket yang dibeli\./);

    await switchTo(user, "English");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Digits only (0-9), no spaces or signs"));
    expect(player).toHaveAccessibleDescription(/The player's account id in the game/);
    await switchTo(user, "Bahasa Indonesia");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Hanya angka (0-9)"));
  });

  it("says the extra parameters, the raw body and what the API said about a field in Indonesian", async () => {
    const { user } = await inIndonesian();
    await user.click(screen.getByLabelText("Kunci API"));
    await user.paste(DEMO_KEYS.funded);
    await user.click(screen.getByRole("radio", { name: "Buat pesanan isi ulang" }));
    await user.click(screen.getByRole("button", { name: "Tambah parameter query" }));
    await user.type(screen.getByLabelText("Nama parameter tambahan 1"), "debug");
    expect(screen.getByText(/Parameter tambahan dikirim sesuai ketikan/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hapus parameter 1" }));

    await user.click(screen.getByRole("checkbox", { name: "Ubah body JSON mentah" }));
    const body = await screen.findByRole("textbox", { name: "Body JSON mentah" });
    expect(body).toHaveAccessibleDescription(/Body mentah dikirim persis sesuai ketikan/);
    await user.clear(body);
    await user.type(body, '{{"product_id": 201, "user_id": "12 3", "reseller_ref": "r-1"}');
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    await user.click(await screen.findByRole("button", { name: "Buat pesanan" }));
    await user.click(screen.getByRole("checkbox", { name: "Ubah body JSON mentah" }));
    expect(await screen.findByText(/^Kata API: /)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Body mentah Anda tetap disimpan: aktifkan lagi untuk mendapatkannya, beserta perubahan di kolom.",
      ),
    ).toBeInTheDocument();
  });

  it("words a retry's note in Indonesian, and in English at once after a switch", async () => {
    const sandbox = createSandboxApp();
    let first = true;
    const { transport } = recordingSandbox(async (request) => {
      if (!first || !request.url.endsWith("/create_order")) return sandbox.fetch(request);
      first = false;
      return new Response("upstream down", { status: 503 });
    });
    const { user } = await inIndonesian(transport);
    await user.click(screen.getByLabelText("Kunci API"));
    await user.paste(DEMO_KEYS.funded);
    await user.click(screen.getByRole("radio", { name: "Buat pesanan isi ulang" }));
    await user.type(screen.getByLabelText(/product_id/), "201");
    await user.type(screen.getByLabelText(/user_id/), "0123456789");
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    await user.click(await screen.findByRole("button", { name: "Buat pesanan" }));
    const note = await screen.findByText(/Mengulang pesanan yang sama: referensi tetap/);
    expect(note.closest("[role=status]")).toHaveTextContent("Pada percobaan terakhir API menjawab 503");
    expect(screen.getByRole("button", { name: "Pesanan baru (referensi baru)" })).toBeInTheDocument();

    await switchTo(user, "English");
    expect(await screen.findByText(/Retrying the same order: reference kept/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New order (new reference)" })).toBeInTheDocument();
  });

  it("lists packages and demo keys in Indonesian", async () => {
    const { user } = await inIndonesian();
    await user.click(screen.getByRole("button", { name: "Kunci demo lainnya" }));
    const use = await screen.findByRole("button", { name: `Pakai ${DEMO_KEYS.low}`, hidden: true });
    expect(use.closest("li")).toHaveTextContent("Dompet hampir kosong: Sisa 1,20 USD");
    await user.click(use);
    await user.click(screen.getByRole("radio", { name: "Buat pesanan isi ulang" }));
    // The picker's code loads after the first screen; until then the field is a plain input.
    const product = await screen.findByRole("combobox", { name: /product_id/ });
    await user.click(product);
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox", { name: "Paket" })).toBeInTheDocument();
    await waitFor(() => expect(product).toHaveAccessibleDescription(/\d+ paket tercantum\. Tekan ↓ untuk memilih/));
    expect(screen.getByRole("button", { name: "Muat ulang daftar" })).toBeInTheDocument();
  });

  it("says why there is no list in Indonesian", async () => {
    const { user } = await inIndonesian();
    await user.click(screen.getByLabelText("Kunci API"));
    await user.paste("sk_wrong");
    await user.click(screen.getByRole("radio", { name: "Buat pesanan isi ulang" }));
    const product = await screen.findByRole("combobox", { name: /product_id/ });
    await user.click(product);
    await user.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(product).toHaveAccessibleDescription(
        /Tidak ada daftar: API menjawab 401 Unauthorized: kuncinya tidak diterima\. Ketik id-nya\./,
      ),
    );
  });
});

describe("Setelan in Bahasa Indonesia", () => {
  it("says every setting in Indonesian", async () => {
    const { user } = await inIndonesian();
    await user.click(screen.getByRole("button", { name: "Setelan" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Setelan" }));
    expect(dialog.getByRole("combobox", { name: "Gaya path" })).toHaveDisplayValue(
      "Path konsol (/create_order, /validate_player)",
    );
    const scenario = dialog.getByRole("combobox", { name: "Skenario sandbox" });
    expect(scenario).toHaveDisplayValue("Perilaku normal");
    expect(within(scenario).getByRole("option", { name: "Respons lambat" })).toBeInTheDocument();
    expect(dialog.getByRole("spinbutton", { name: "Batas waktu (detik)" })).toBeInTheDocument();
    expect(dialog.getByRole("checkbox", { name: "Ingat kunci di perangkat ini" })).toHaveAccessibleDescription(
      /Kunci dikirim sebagai Authorization: Bearer …\. Kunci hanya disimpan di halaman ini/,
    );
    expect(dialog.getByRole("button", { name: "Unduh OpenAPI" })).toBeInTheDocument();
  });
});

describe("a draft's note in Bahasa Indonesia", () => {
  it("words where the values came from, kept as data, in the chosen language", async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "id" }));
    const at = new Date(2026, 10, 23, 10, 42, 5).getTime();
    const { rerender } = render(
      <Providers transport={recordingSandbox().transport} config={BUILT_IN_STATE}>
        <DraftNoteView
          note={{ actionId: "products", from: { kind: "response", actionId: "games" }, at }}
          current={() => undefined}
        />
      </Providers>,
    );
    // The Indonesian catalog arrives on demand; the note is worded again when it does.
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Dari respons Daftar game pada 23/11/2026, 10.42.05. Kunci Anda saat ini yang dipakai; tidak ada yang dikirim sampai Anda menekan Kirim.",
      ),
    );
    rerender(
      <Providers transport={recordingSandbox().transport} config={BUILT_IN_STATE}>
        <DraftNoteView
          note={{ actionId: "create_order", from: { kind: "curl" } }}
          current={() => undefined}
          withoutKey
        />
      </Providers>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Diimpor dari cURL. Tidak ada yang dikirim sampai Anda menekan Kirim.",
    );
  });
});
