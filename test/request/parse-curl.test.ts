import { describe, expect, it } from "vitest";
import { parseCurl } from "../../src/request/parse-curl";

const ok = (input: string) => {
  const result = parseCurl(input);
  if (!result.ok) throw new Error(result.message);
  return result;
};
const FORM = ["Content-Type", "application/x-www-form-urlencoded"] as const;

describe("parseCurl reads what curl sends", () => {
  it("reads Chrome's Copy as cURL (bash), multi-line with single quotes", () => {
    const chrome = `curl 'https://api.example.com/v1/create_order' \\
  -H 'accept: */*' \\
  -H 'authorization: Bearer sk_live_abc' \\
  -H 'content-type: application/json' \\
  --data-raw '{"product_id":201,"user_id":"123","reseller_ref":"r1"}'`;
    expect(ok(chrome)).toEqual({
      ok: true,
      request: {
        method: "POST",
        url: "https://api.example.com/v1/create_order",
        headers: [
          ["accept", "*/*"],
          ["authorization", "Bearer sk_live_abc"],
          ["content-type", "application/json"],
        ],
        body: '{"product_id":201,"user_id":"123","reseller_ref":"r1"}',
      },
      notes: [],
    });
  });

  it("sends -d as a form when no Content-Type is given, as curl does, JSON or not", () => {
    expect(ok(`curl https://h.test/v1/orders -d '{"a":1}'`).request).toEqual({
      method: "POST",
      url: "https://h.test/v1/orders",
      headers: [FORM],
      body: '{"a":1}',
    });
  });

  it("joins -d, --data-ascii, --data-binary, --data-raw and --data-urlencode with &", () => {
    const command = "curl h.test -d a=1 --data-ascii b=2 --data-binary $'c\\n3' --data-raw @d --data-urlencode 'e=f g'";
    expect(ok(command).request.body).toBe("a=1&b=2&c\n3&@d&e=f+g");
  });

  it("encodes --data-urlencode as curl does: name=content, =content, content", () => {
    const command = "curl h.test --data-urlencode 'note=a b&c' --data-urlencode '=x y' --data-urlencode 'plain~*!é'";
    expect(ok(command).request.body).toBe("note=a+b%26c&x+y&plain~%2A%21%C3%A9");
  });

  it("concatenates several --json, sets Content-Type and Accept, and keeps those given with -H", () => {
    expect(ok(`curl h.test --json '{"a":' --json '1}'`).request).toEqual({
      method: "POST",
      url: "http://h.test/",
      headers: [
        ["Content-Type", "application/json"],
        ["Accept", "application/json"],
      ],
      body: '{"a":1}',
    });
    expect(ok("curl h.test -H 'Accept: text/plain' --json 1").request.headers).toEqual([
      ["Accept", "text/plain"],
      ["Content-Type", "application/json"],
    ]);
    // & comes before a -d, never before a --json.
    expect(ok("curl h.test --json '[1]' -d x --json '[2]'").request.body).toBe("[1]&x[2]");
  });

  it("moves the data to the query with -G, after the URL's own query, without its fragment", () => {
    expect(ok("curl -G 'https://h.test/v1/products?game_id=2#top' -d x=y --data-urlencode 'q=a b'").request).toEqual({
      method: "GET",
      url: "https://h.test/v1/products?game_id=2&x=y&q=a+b",
      headers: [],
    });
  });

  it("keeps the method of -X as written, and the body curl sends with it", () => {
    expect(ok("curl -X PUT h.test -d x").request).toMatchObject({ method: "PUT", body: "x", headers: [FORM] });
    expect(ok("curl -X GET h.test -d x")).toMatchObject({
      request: { method: "GET", body: "x" },
      notes: [
        "The URL has no scheme: curl sends it with http://, and so does this.",
        "curl sends a body with GET; a browser cannot.",
      ],
    });
    expect(ok("curl -G -X POST h.test -d x").request).toEqual({ method: "POST", url: "http://h.test/?x", headers: [] });
  });

  it("turns -u, a user in the URL and --oauth2-bearer into Authorization, unless -H gives one", () => {
    expect(ok("curl -u 'reseller:s3cret' https://h.test").request.headers).toEqual([
      ["Authorization", "Basic cmVzZWxsZXI6czNjcmV0"],
    ]);
    expect(ok("curl 'https://us:p%40w@h.test/v1/balance'").request).toEqual({
      method: "GET",
      url: "https://h.test/v1/balance",
      headers: [["Authorization", "Basic dXM6cEB3"]],
    });
    expect(ok("curl --oauth2-bearer tok https://h.test").request.headers).toEqual([["Authorization", "Bearer tok"]]);
    expect(ok("curl -H 'Authorization: Bearer x' -u a:b https://h.test").request.headers).toEqual([
      ["Authorization", "Bearer x"],
    ]);
  });

  it("removes a header with -H 'Name:', sends it empty with -H 'Name;', and names what curl ignores", () => {
    expect(ok("curl https://h.test -H 'Content-Type:' -H 'X-Empty;' -H 'X-Odd' -d 1")).toEqual({
      ok: true,
      request: {
        method: "POST",
        url: "https://h.test/",
        headers: [["X-Empty", ""]],
        body: "1",
        removedHeaders: ["Content-Type"],
      },
      notes: [
        '-H "X-Odd" has no "Name: value" form: curl sends nothing for it.',
        "curl sent the body with no Content-Type; a browser sends text/plain;charset=UTF-8 unless one is set.",
      ],
    });
  });

  it("sends -A, -e and -b as headers, and names them as headers a browser cannot send", () => {
    expect(ok("curl https://h.test -A agent/1 -e 'https://r.test/;auto' -b a=1 -b b=2")).toEqual({
      ok: true,
      request: {
        method: "GET",
        url: "https://h.test/",
        headers: [
          ["User-Agent", "agent/1"],
          ["Referer", "https://r.test/"],
          ["Cookie", "a=1;b=2"],
        ],
      },
      notes: [
        "User-Agent, Referer, Cookie: a browser does not let a page send these headers, so a replay goes without them.",
      ],
    });
  });

  describe("-r sends Range: bytes= as curl does", () => {
    const range = (option: string) => ok(`curl ${option} https://h.test`).request.headers;
    it("an open end: -r 600-", () => {
      expect(range("-r 600-")).toEqual([["Range", "bytes=600-"]]);
    });
    it("a start and an end: -r 0-99", () => {
      expect(range("-r 0-99")).toEqual([["Range", "bytes=0-99"]]);
    });
    it("the last bytes: -r -500", () => {
      expect(range("-r -500")).toEqual([["Range", "bytes=-500"]]);
    });
    it("several ranges: -r 0-0,-1", () => {
      expect(range("-r 0-0,-1")).toEqual([["Range", "bytes=0-0,-1"]]);
    });
    it("the long form, and the value joined to the option: --range 600-, -r600-", () => {
      expect(range("--range 600-")).toEqual([["Range", "bytes=600-"]]);
      expect(range("-r600-")).toEqual([["Range", "bytes=600-"]]);
    });
    it("a start without a dash gets one: -r 600, -r 007, -r 600,700", () => {
      expect(range("-r 600")).toEqual([["Range", "bytes=600-"]]);
      expect(range("-r 007")).toEqual([["Range", "bytes=7-"]]);
      expect(range("-r 600,700")).toEqual([["Range", "bytes=600-"]]);
    });
  });

  it("names the options that change how curl connects, which the browser does its own way", () => {
    expect(
      ok("curl -sSkL --compressed -m 5 --retry 2 -x http://proxy.test:3128 https://h.test -o out.json").notes,
    ).toEqual([
      "--compressed: the browser asks for compressed answers itself.",
      "-k: TLS is the browser's own: it checks the server's certificate its way.",
      "-L: the browser follows redirects itself.",
      "-m, --retry: the console has its own Timeout and never retries.",
      "-x: the browser goes to the URL's host its own way, not through this proxy, address or socket.",
    ]);
  });

  it("reads long options abbreviated, --no- forms, bundled short options and -- before the URL", () => {
    expect(ok("curl --data-r x --no-location -sXPUT -H'X-Q: 1' -- https://h.test").request).toEqual({
      method: "PUT",
      url: "https://h.test/",
      headers: [
        ["X-Q", "1"],
        ["Content-Type", "application/x-www-form-urlencoded"],
      ],
      body: "x",
    });
  });

  it("takes an IPv6 host in brackets as a host, not as one of curl's URL patterns", () => {
    expect(ok("curl 'http://[::1]:8080/v1/balance'").request.url).toBe("http://[::1]:8080/v1/balance");
    expect(parseCurl("curl 'http://h.test/v1/balance?a=[a:b]'")).toMatchObject({ ok: false });
  });

  it("reads $'…' strings with escapes, as bash does", () => {
    expect(ok(`curl https://h.test/v1/orders --data-raw $'{"a":"it\\'s\\n\\u00e9\\x41\\101\\q"}'`).request.body).toBe(
      `{"a":"it's\néAA\\q"}`,
    );
  });

  it("fills $API_KEY from an export line, keeps an unknown variable as written and says so", () => {
    const own = `export API_KEY='sk_demo_funded'\ncurl 'https://h.test/v1/balance' \\\n  -H "Authorization: Bearer $API_KEY"`;
    expect(ok(own)).toMatchObject({ request: { headers: [["Authorization", "Bearer sk_demo_funded"]] }, notes: [] });
    expect(ok(`curl https://h.test/v1/balance -H "Authorization: Bearer $API_KEY"`)).toMatchObject({
      request: { headers: [["Authorization", "Bearer $API_KEY"]] },
      notes: ["$API_KEY is not set in the text and kept as written: the shell would have put a value there."],
    });
  });

  it("reads a command after a prompt, and says what else the text holds that it did not read", () => {
    expect(ok('$ curl https://h.test/v1/balance | jq .\n{"balance": 1}')).toMatchObject({
      request: { url: "https://h.test/v1/balance" },
      notes: ['Only the curl command is read, not: "jq .", "{balance: 1}".'],
    });
  });
});

describe("parseCurl refuses what it cannot repeat, naming it", () => {
  it.each([
    ["curl 'https://h.test/v1/balance", "A single quote opened at character 6 is never closed."],
    ['curl "https://h.test', "A double quote opened at character 6 is never closed."],
    ["curl https://h.test --data-raw $'{", "A $'…' string opened at character 32 is never closed."],
    [
      "wget https://h.test/v1/balance",
      'No curl command found: the text starts with "wget https://h.test/v1/balance", not with curl.',
    ],
    ["", "Paste a curl command first: the box is empty."],
    ["curl -H", "The option -H needs a value after it."],
    ["curl --frobnicate https://h.test", "--frobnicate is not an option of curl."],
    ["curl -s@ https://h.test", "-@ (in -s@) is not an option of curl."],
    [
      "curl --data=x https://h.test",
      "curl has no option written --data=x: it takes the value after a space (--data …).",
    ],
    [
      "curl --dat x https://h.test",
      "--dat could be --data, --data-raw, --data-ascii, --data-binary…: curl refuses it as ambiguous.",
    ],
    ["curl --no-header x https://h.test", '--no-header: curl has no "no-" form of --header.'],
    [
      "curl -d @body.json https://h.test",
      "-d @body.json reads the body from the file body.json, which the browser does not have (curl would also have dropped its line breaks; --data-binary keeps them): paste the body itself, as --data-raw '…'.",
    ],
    [
      "curl --data-urlencode user@example.com https://h.test",
      "--data-urlencode user@example.com reads the file example.com (an @ and no =), which the browser does not have: write name=value to send text.",
    ],
    ["curl -F a=1 https://h.test", "-F builds a multipart/form-data upload, which the console does not replay."],
    ["curl -T f.txt https://h.test", "-T uploads a file, which the browser does not have."],
    ["curl -K opts.txt", "-K reads more options from a file, which the browser does not have."],
    ["curl -s", "No URL found in the command."],
    ["curl a b", 'There is more than one URL: "a" and "b". curl sends one request to each: import one at a time.'],
    [
      "curl -u reseller https://h.test",
      "-u reseller has no password: curl asks for it at a prompt, so it is not in the command. Write -u user:password.",
    ],
    [
      "curl --ntlm -u a:b https://h.test",
      "--ntlm logs in with a challenge and response, which the console does not do.",
    ],
    [
      "curl -X post https://h.test",
      '-X post: curl sends the method as written ("post"), a browser sends POST. Write -X POST to import it.',
    ],
    ["curl -X TRACE https://h.test", "-X TRACE: a browser does not send TRACE requests."],
    ["curl -I -d a https://h.test", "-I (HEAD) and data together: curl refuses the command."],
    [
      "curl -r 99999999999999999999 https://h.test",
      '-r "99999999999999999999": the range starts past the largest number curl counts to, so curl refuses the command.',
    ],
    [
      "curl 'https://h.test/v1/{balance,games}'",
      'curl reads "{" in the URL (at "{balance,games}") as a pattern for several requests: add -g (--globoff) if it is part of the URL.',
    ],
    [
      "curl 'https://h.test/v1/orders?q=a b'",
      "The URL holds a space in its query: curl refuses such a URL (error 3). Write it as %20.",
    ],
    [
      "curl -g 'https://h.test/{x}'",
      "The URL's path holds { (a browser sends %7B), which curl sends as it is: write %7B in the command to import it.",
    ],
    ["curl ftp://h.test/file", "The URL is for ftp://, not HTTP: ftp://h.test/file."],
    [
      "curl -H 'X-B : 2' https://h.test",
      'The header name "X-B " holds characters a header name cannot have (a space, a quote…): a browser cannot send it, and servers read it in different ways.',
    ],
    [
      "curl -H 'Content-Length: 1' -d abc https://h.test",
      "Content-Length: 1 is not the body's length, 3 bytes: the server read another body than the command holds.",
    ],
    [
      'curl -d "$(cat body.json)" https://h.test',
      "The command runs another command ($(…)) at character 10, whose output is not in the text.",
    ],
    [
      "curl -d {a,b} https://h.test",
      'The shell expands the unquoted braces in "{a,b}" into several words: quote them to send them as written.',
    ],
    [
      "curl https://h.test $'\\xff'",
      "The $'…' string at character 21 makes bytes that are not UTF-8 text: the console sends text as UTF-8, so it cannot send them.",
    ],
    ["curl https://h.test\ncurl https://h.test", "The text holds 2 curl commands: import one at a time."],
    [
      "curl https://h.test -Method POST",
      `-Method is a parameter of PowerShell's Invoke-WebRequest (which Windows PowerShell also runs for "curl"), not of curl: copy the request as cURL instead.`,
    ],
  ])("%s", (input, message) => {
    expect(parseCurl(input)).toEqual({ ok: false, message });
  });
});

describe("parseCurl on large pastes", () => {
  it("reads a 200 kB command full of escapes quickly, byte for byte", () => {
    const body = `{"note":"${"é\\n\\x41\\u00e9\\'".repeat(20_000)}"}`;
    const started = performance.now();
    const result = ok(`curl https://h.test/v1/orders --data-raw $'${body}'`);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.request.body).toBe(`{"note":"${"é\nAé'".repeat(20_000)}"}`);
  });

  it("quotes only the start of 200 kB it cannot read", () => {
    const result = parseCurl(`not a command ${"x".repeat(200_000)}`);
    expect(result).toEqual({
      ok: false,
      message: 'No curl command found: the text starts with "not a command xxxxxxxxxxxxxxxx…", not with curl.',
    });
  });
});

describe("parseCurl on Windows text", () => {
  it("says that Windows PowerShell 5.1 runs something else for a bare curl", () => {
    expect(ok("PS C:\\work> curl https://h.test/v1/balance `\n  -H 'X-A: 1'")).toEqual({
      ok: true,
      request: { method: "GET", url: "https://h.test/v1/balance", headers: [["X-A", "1"]] },
      notes: [
        "Read as PowerShell: ` escapes and continues lines; '…' is taken as written.",
        "In Windows PowerShell 5.1, curl runs Invoke-WebRequest: this is read as curl.exe, which PowerShell 7 runs for curl.",
      ],
    });
  });

  it("adds to a refusal in cmd that cmd takes '…' as plain text", () => {
    expect(parseCurl("curl \"https://h.test/v1/orders\" ^\n  --header 'Content-Type: application/json'")).toEqual({
      ok: false,
      message:
        'There is more than one URL: "https://h.test/v1/orders" and "application/json\'". curl sends one request to each: import one at a time. (cmd does not read \'…\' as quotes: use "…" there.)',
    });
  });
});
