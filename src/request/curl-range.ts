/** curl's largest range point (curl_off_t): a first number past it makes curl refuse -r. */
const MAX_POINT = 2n ** 63n - 1n;

/**
 * What curl puts after `bytes=` for `-r value` (tool_getparam.c, 7.88): a value that starts with a
 * digit and has no dash is read as a start, `600` as `600-`, and its leading number is kept; any
 * other value is sent as written (`600-`, `0-99`, `-500`, `0-0,-1`). Undefined: curl refuses it.
 */
export function curlRange(value: string): string | undefined {
  if (!/^[0-9]/.test(value) || value.includes("-")) return value;
  const start = BigInt(/^[0-9]+/.exec(value)?.[0] ?? "0");
  return start > MAX_POINT ? undefined : `${start}-`;
}
