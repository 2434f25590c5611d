/** Saves text as a file through the browser's download, without a round trip to any server. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later: some browsers read the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
