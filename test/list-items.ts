import { within } from "@testing-library/react";

/** The text of each item of the lists inside `element`, in order: what a person reads down a list. */
export const listItems = (element: HTMLElement) =>
  within(element)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
