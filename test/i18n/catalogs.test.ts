import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import { fieldSpecs } from "../../src/catalog/field-specs";
import { confirmOrderMessages } from "../../src/features/action-form/confirm-order-messages";
import { formNotesMessages } from "../../src/features/action-form/form-notes-messages";
import { listPickerMessages } from "../../src/features/action-form/list-picker-messages";
import { rawBodyMessages } from "../../src/features/action-form/raw-body-messages";
import { demoKeysMessages } from "../../src/features/api-key/demo-keys-messages";
import { rememberKeyMessages } from "../../src/features/api-key/remember-key-messages";
import { batchMessages } from "../../src/features/batch/batch-messages";
import { environmentsMessages } from "../../src/features/environments/environments-messages";
import { sandboxStateMessages } from "../../src/features/sandbox-state/sandbox-state-messages";
import { settingsMessages } from "../../src/features/settings/settings-messages";
import { themeMessages } from "../../src/features/theme/theme-messages";
import { actionLabel, englishLabel, fieldHint, fieldTitle } from "../../src/lib/i18n/action-label";
import { en } from "../../src/lib/i18n/en";
import { id } from "../../src/lib/i18n/id";
import { loadCatalog } from "../../src/lib/i18n/load-catalog";
import { baseUrlOfferMessages } from "../../src/ui/base-url-offer-messages";
import { comboboxMessages } from "../../src/ui/combobox-messages";

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

const AREAS = [
  settingsMessages,
  themeMessages,
  confirmOrderMessages,
  formNotesMessages,
  listPickerMessages,
  rawBodyMessages,
  comboboxMessages,
  demoKeysMessages,
  rememberKeyMessages,
  environmentsMessages,
  baseUrlOfferMessages,
  sandboxStateMessages,
  batchMessages,
];

describe("the message catalogs", () => {
  it("give Indonesian exactly the first screen's English keys, strings where English has strings", () => {
    expect(shape(idFirstScreen)).toEqual(shape(en));
  });

  it("give each later area the same keys in both languages", () => {
    // A counted phrase's "one" is English's: Indonesian says every count with "other".
    const withoutOne = (paths: string[]) => paths.filter((path) => !path.endsWith(".one:string"));
    for (const area of AREAS) {
      expect(withoutOne(shape(area.id))).toEqual(withoutOne(shape(area.en)));
    }
  });

  it("leave no Indonesian message empty", () => {
    const all = [id, ...AREAS.map((area) => area.id)].flatMap(values);
    for (const message of all) {
      const text = typeof message === "function" ? message("x", "y") : message;
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

  it("translate every described parameter of every action, by action, and nothing else", () => {
    for (const action of actions) {
      const described = fieldSpecs(action.params)
        .filter((spec) => spec.description !== undefined)
        .map((spec) => spec.name)
        .sort();
      const hints = catalogText.parameterHints[action.id as keyof typeof catalogText.parameterHints];
      expect(Object.keys(hints).sort(), action.id).toEqual(described);
    }
    const products = { name: "game_id", description: "Only the packages of this game." };
    expect(fieldHint(en, "products", products)).toBe("Only the packages of this game.");
    expect(fieldHint(id, "products", products)).toBe("Hanya paket untuk game ini.");
    expect(fieldHint(id, "statistics", { name: "game_id", description: "Only this game's sales." })).toBe(
      "Hanya penjualan game ini.",
    );
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
    await expect(loadCatalog("id")).resolves.toBe(id);
    await expect(loadCatalog("en")).resolves.toBe(en);
  });
});
