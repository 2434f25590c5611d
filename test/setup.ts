import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// What a person waits for (a lazily loaded part, an answer from the in-page sandbox) may take more
// than Testing Library's default second on two busy cores: every findBy and waitFor waits up to 5 s,
// still bounded, and returns as soon as it sees it.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no modal dialogs. This gives <dialog> the open/close state the confirmation
// needs; the real modal behaviour is covered by the browser tests in Chromium.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}
