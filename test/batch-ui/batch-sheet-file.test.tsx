import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { startInIndonesian } from "../i18n/start-in-indonesian";
import { sends, startConsole } from "../render";
import { openBatch, pasteRows, rowOfLine } from "./batch-helpers";

/** ASCII text as its bytes, the same in windows-1252 and UTF-8. */
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * A sheet saved by Excel as "CSV (Comma delimited)" on a Western Windows (windows-1252: 0xE9 "é",
 * 0xFC "ü", 0x96 "–"), its user_id column taken for numbers: line 5 lost its leading zero and
 * line 6 is in scientific notation. Packages 201 and 202 are one game, Sky Raiders.
 */
const excelFile = () =>
  new File(
    [
      Uint8Array.from([
        ...ascii("product_id,user_id,Nama pemain\r\n201,0812345671,Jos"),
        0xe9,
        ...ascii("\r\n202,0812345672,M"),
        0xfc,
        ...ascii("ller "),
        0x96,
        ...ascii(" VIP\r\n201,0812345673,Siti\r\n202,812345674,Budi\r\n201,1.23457E+11,Ana\r\n"),
      ]),
    ],
    "topup.csv",
    { type: "text/csv" },
  );

const region = (name: string) => within(screen.getByRole("region", { name }));

afterEach(() => {
  localStorage.clear();
});

describe("Batch orders: a sheet from Excel", () => {
  it("says the file was read as windows-1252, holds back the ids a spreadsheet mangled and never sends them", async () => {
    const { user, sent } = await startConsole();
    await openBatch(user);
    const batch = region("Batch orders");
    await user.upload(batch.getByLabelText("Or choose a file"), excelFile());

    expect(await batch.findByText("5 rows read.")).toBeInTheDocument();
    expect(batch.getByText(/^Read as Windows-1252 \(Western European\): the file is not UTF-8/)).toBeInTheDocument();
    // The text box shows what was read (its value writes line breaks as \n).
    expect(batch.getByRole("textbox", { name: "CSV" })).toHaveValue(
      "product_id,user_id,Nama pemain\n201,0812345671,José\n202,0812345672,Müller – VIP\n201,0812345673,Siti\n202,812345674,Budi\n201,1.23457E+11,Ana\n",
    );
    expect(
      batch.getByText(
        "Ids a spreadsheet wrote as numbers, by line: 6. Format the id columns as Text in the spreadsheet and export again: the dry run holds these rows back.",
      ),
    ).toBeInTheDocument();

    await user.click(batch.getByRole("button", { name: "Dry run" }));
    const place = await batch.findByRole("button", { name: "Place 3 orders" });
    expect(within(rowOfLine(5)).getByText("Problem")).toBeInTheDocument();
    expect(
      within(rowOfLine(5)).getByText(
        /^user_id 812345674 has 9 digits where 3 other player ids of Sky Raiders in this file have 10: a spreadsheet may have dropped its leading zeros\. Format the user_id column as Text in the spreadsheet and export again\./,
      ),
    ).toBeInTheDocument();
    expect(
      within(rowOfLine(6)).getByText(
        /^user_id 1\.23457E\+11 is a number in scientific notation, not an id: .* Format the user_id column as Text in the spreadsheet and export again\./,
      ),
    ).toBeInTheDocument();

    await user.click(place);
    const dialog = within(screen.getByRole("dialog", { name: "Place this batch?" }));
    await user.type(dialog.getByRole("textbox", { name: /^Type 3\b/ }), "3");
    await user.click(dialog.getByRole("button", { name: "Place 3 orders" }));
    expect(await batch.findByText("The batch has finished.")).toBeInTheDocument();
    const ordered = sends(sent)
      .filter((request) => new URL(request.url).pathname.endsWith("/create_order"))
      .map((request) => JSON.parse(request.body).user_id);
    expect(ordered).toEqual(["0812345671", "0812345672", "0812345673"]);
    // Nor was either id asked about with Validate player ID, as written or otherwise.
    expect(JSON.stringify(sent)).not.toContain("812345674");
    expect(JSON.stringify(sent)).not.toContain("E+11");
  });

  it("says the same in Bahasa Indonesia", async () => {
    const { user } = await startInIndonesian();
    await user.click(screen.getByRole("button", { name: "Pesanan massal" }));
    await screen.findByRole("region", { name: "Pesanan massal" });
    const batch = region("Pesanan massal");
    await user.upload(batch.getByLabelText("Atau pilih berkas"), excelFile());

    expect(await batch.findByText("5 baris dibaca.")).toBeInTheDocument();
    expect(batch.getByText(/^Dibaca sebagai Windows-1252 \(Eropa Barat\): berkas ini bukan UTF-8/)).toBeInTheDocument();
    expect(
      batch.getByText(
        "ID yang ditulis spreadsheet sebagai angka, per baris: 6. Format kolom ID sebagai Teks di spreadsheet lalu ekspor lagi: uji coba menahan baris-baris ini.",
      ),
    ).toBeInTheDocument();

    await user.click(batch.getByRole("button", { name: "Uji coba" }));
    expect(await batch.findByRole("button", { name: "Buat 3 pesanan" })).toBeInTheDocument();
    const table = batch.getByRole("table", { name: "Baris batch" });
    expect(
      within(rowOfLine(5, table)).getByText(
        /^user_id 812345674 memiliki 9 digit, sedangkan 3 ID pemain lain untuk Sky Raiders di berkas ini memiliki 10 digit: spreadsheet mungkin membuang angka nol di depannya\. Format kolom user_id sebagai Teks/,
      ),
    ).toBeInTheDocument();
    expect(
      within(rowOfLine(6, table)).getByText(
        /^user_id 1\.23457E\+11 adalah angka dalam notasi ilmiah, bukan ID: .* Format kolom user_id sebagai Teks di spreadsheet lalu ekspor lagi\./,
      ),
    ).toBeInTheDocument();
  });

  it("sends a short id as written once a person retypes it in its cell", async () => {
    const { user } = await startConsole();
    await openBatch(user);
    await pasteRows(user, "product_id,user_id\n201,0812345671\n202,0812345672\n201,0812345673\n202,812345674");
    const batch = region("Batch orders");
    await user.click(batch.getByRole("button", { name: "Dry run" }));
    expect(await batch.findByRole("button", { name: "Place 3 orders" })).toBeInTheDocument();
    expect(within(rowOfLine(5)).getByText(/^user_id 812345674 has 9 digits/)).toBeInTheDocument();

    const cell = within(rowOfLine(5)).getByRole("textbox", { name: "user_id, line 5" });
    await user.clear(cell);
    await user.type(cell, "812345674");
    await user.click(batch.getByRole("button", { name: "Dry run" }));
    expect(await batch.findByRole("button", { name: "Place 4 orders" })).toBeInTheDocument();
    expect(within(rowOfLine(5)).getByText("Ready")).toBeInTheDocument();
  });

  it("names the first five lines of ids in number form and counts the rest", async () => {
    const { user } = await startConsole();
    await openBatch(user);
    const rows = Array.from({ length: 7 }, (_, at) => `201,${at + 1}.2345E+11`);
    await pasteRows(user, ["product_id,user_id", "201,123456789", ...rows].join("\n"));
    expect(
      region("Batch orders").getByText(/^Ids a spreadsheet wrote as numbers, by line: 3, 4, 5, 6, 7, and 2 more\. /),
    ).toBeInTheDocument();
  });

  it("says a UTF-8 file was read as UTF-8, and names no encoding for pasted rows", async () => {
    const { user } = await startConsole();
    await openBatch(user);
    const batch = region("Batch orders");
    const utf8 = new TextEncoder().encode("product_id,user_id,nama\n201,123456789,José\n");
    await user.upload(batch.getByLabelText("Or choose a file"), new File([utf8], "utf8.csv", { type: "text/csv" }));
    expect(await batch.findByText("Read as UTF-8.")).toBeInTheDocument();
    expect(batch.getByText("1 row read.")).toBeInTheDocument();

    await user.clear(batch.getByRole("textbox", { name: "CSV" }));
    await user.click(batch.getByRole("textbox", { name: "CSV" }));
    await user.paste("product_id,user_id\n201,123456789\n202,123456790");
    await user.click(batch.getByRole("button", { name: "Read rows" }));
    expect(await batch.findByText("2 rows read.")).toBeInTheDocument();
    expect(batch.queryByText(/^Read as /)).not.toBeInTheDocument();
  });
});
