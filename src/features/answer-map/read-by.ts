/** Who said what a word means or where a role is: the console's list, this browser, or config.json. */
export type ReadBy = "list" | "yours" | "shipped";
