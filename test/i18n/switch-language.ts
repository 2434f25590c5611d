import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { expect } from "vitest";

const SETTINGS = { en: "Settings", id: "Setelan" } as const;
const DONE = { en: "Done", id: "Selesai" } as const;

/**
 * Switches the console's language as a person would: Settings, Language · Bahasa, Done, from
 * whichever language is showing. Resolves once the page speaks the new one.
 */
export async function switchLanguage(user: ReturnType<typeof userEvent.setup>, to: "en" | "id") {
  const from = to === "en" ? "id" : "en";
  await user.click(screen.getByRole("button", { name: SETTINGS[from] }));
  const dialog = await screen.findByRole("dialog", { name: SETTINGS[from] });
  await user.selectOptions(
    within(dialog).getByRole("combobox", { name: /Bahasa/ }),
    to === "en" ? "English" : "Bahasa Indonesia",
  );
  await screen.findByRole("dialog", { name: SETTINGS[to] });
  await user.click(within(dialog).getByRole("button", { name: DONE[to] }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}
