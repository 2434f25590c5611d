import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { switchLanguage } from "../i18n/switch-language";
import "./batch-helpers";
import { startInIndonesian } from "../i18n/start-in-indonesian";

const region = (name: string) => screen.getByRole("region", { name });

afterEach(() => {
  localStorage.clear();
});

describe("Batch orders in Bahasa Indonesia", () => {
  it("reads, checks and offers to place in Indonesian, and in English at once after a switch", async () => {
    const { user } = await startInIndonesian();

    await user.click(screen.getByRole("button", { name: "Pesanan massal" }));
    await screen.findByRole("region", { name: "Pesanan massal" });
    await user.click(within(region("Pesanan massal")).getByRole("textbox", { name: "CSV" }));
    await user.paste("product_id,user_id\n201,123456789\n999,1");
    await user.click(within(region("Pesanan massal")).getByRole("button", { name: "Baca baris" }));
    expect(await within(region("Pesanan massal")).findByText("2 baris dibaca.")).toBeInTheDocument();
    await user.click(within(region("Pesanan massal")).getByRole("button", { name: "Uji coba" }));
    expect(await within(region("Pesanan massal")).findByRole("button", { name: "Buat 1 pesanan" })).toBeInTheDocument();
    expect(within(region("Pesanan massal")).getByText(/^2 baris: 1 siap, /)).toBeInTheDocument();
    expect(within(region("Pesanan massal")).getByText("Bermasalah")).toBeInTheDocument();

    await switchLanguage(user, "en");
    expect(within(region("Batch orders")).getByText(/^2 rows: 1 ready, /)).toBeInTheDocument();
    expect(within(region("Batch orders")).getByRole("button", { name: "Place 1 order" })).toBeInTheDocument();
  });
});
