const two = (value: number) => String(value).padStart(2, "0");

/** "2026-11-22 12:00:05", local time: what a support engineer compares with a ticket. */
export function formatTime(ms: number): string {
  const date = new Date(ms);
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** For file names: 20261122-120005. */
export function fileStamp(ms: number): string {
  return formatTime(ms).replaceAll("-", "").replace(" ", "-").replaceAll(":", "");
}
