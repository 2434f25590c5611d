import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import { fieldSpecs } from "../../src/catalog/field-specs";
import { confirmOrderMessages } from "../../src/features/action-form/confirm-order-messages";
import { settingsMessages } from "../../src/features/settings/settings-messages";
import { themeMessages } from "../../src/features/theme/theme-messages";
import { actionLabel, englishLabel, fieldTitle } from "../../src/lib/i18n/action-label";
import { en } from "../../src/lib/i18n/en";
import { id } from "../../src/lib/i18n/id";
import { loadMessages } from "../../src/lib/i18n/load-messages";

/** Every path to a message, with its kind: the shape two catalogs must share. */
function shape(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === "string" || typeof value === "function") return [`${path}:${typeof value}`];
    return shape(value as object, `${path}.`);
  });
}

function values(messages: object): unknown[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === "object" && value !== null ? values(value) : [value],
  );
}

const { catalogText, zod, ...idFirstScreen } = id;

describe("the message catalogs", () => {
  it("give Indonesian exactly the first screen's English keys, strings where English has strings", () => {
    expect(shape(idFirstScreen)).toEqual(shape(en));
  });

  it("give each later area the same keys in both languages", () => {
    for (const area of [settingsMessages, themeMessages, confirmOrderMessages]) {
      expect(shape(area.id)).toEqual(shape(area.en));
    }
  });

  it("leave no Indonesian message empty", () => {
    const all = [id, settingsMessages.id, themeMessages.id, confirmOrderMessages.id].flatMap(values);
    for (const message of all) {
      const text = typeof message === "function" ? message("x") : message;
      expect(String(text).trim()).not.toBe("");
    }
  });

  it("translate every action of the catalog, and nothing else", () => {
    const ids = actions.map((action) => action.id).sort();
    expect(Object.keys(catalogText.actionLabels).sort()).toEqual(ids);
    expect(Object.keys(catalogText.actionSummaries).sort()).toEqual(ids);
  });

  it("translate every titled parameter of the catalog", () => {
    const titled = new Set(
      actions
        .flatMap((action) => fieldSpecs(action.params).filter((spec) => spec.label !== spec.name))
        .map((s) => s.name),
    );
    expect(Object.keys(catalogText.parameterTitles).sort()).toEqual([...titled].sort());
  });

  it("show the catalog's own English in English, and the spec's label beside the Indonesian one", () => {
    const balance = actions.find((action) => action.id === "balance");
    if (!balance) throw new Error("no balance action");
    expect(actionLabel(en, balance)).toBe("Check wallet balance");
    expect(englishLabel(en, balance)).toBeUndefined();
    expect(actionLabel(id, balance)).toBe("Cek saldo");
    expect(englishLabel(id, balance)).toBe("Check wallet balance");
    expect(fieldTitle(id, { name: "product_id", label: "Product ID" })).toBe("ID paket");
    expect(fieldTitle(id, { name: "not_known", label: "Not known" })).toBe("Not known");
  });

  it("use the agreed words: Kirim for Send, saldo, pesanan, kunci API", () => {
    expect(id.form.send).toBe("Kirim");
    expect(id.apiKey.label).toBe("Kunci API");
    expect(catalogText.actionLabels.balance).toContain("saldo");
    expect(confirmOrderMessages.id.place).toContain("pesanan");
  });

  it("load Indonesian on demand and English at once", async () => {
    await expect(loadMessages("id")).resolves.toBe(id);
    await expect(loadMessages("en")).resolves.toBe(en);
  });
});
