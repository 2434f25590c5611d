import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";

/** Imports a cURL command through the Import cURL dialog, pasted as a person copies it. */
export async function importCurl(user: ReturnType<typeof userEvent.setup>, command: string) {
  await user.click(screen.getByRole("button", { name: "Import cURL" }));
  // The dialog's unit is imported anew in each file: over 3 s on a busy 2-core machine.
  await user.click(await screen.findByLabelText("cURL command", {}, { timeout: 10_000 }));
  await user.paste(command);
  await user.click(screen.getByRole("button", { name: "Import" }));
}
