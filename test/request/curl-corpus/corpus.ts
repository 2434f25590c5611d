import { getAction } from "../../../src/catalog/catalog";
import { buildRequest } from "../../../src/request/build-request";
import { toCurl } from "../../../src/request/to-curl";
import { devtoolsCurl } from "./devtools-quoting";

export interface CorpusCase {
  name: string;
  /** The text as pasted into the console. */
  command: string;
  /** For Windows text: the same command for bash, which Debian's curl runs; the parser must read both alike. */
  posix?: string;
  /** The parser must refuse, with a message matching this: it names what it could not read. */
  refused?: RegExp;
  /** curl itself fails on the command and sends nothing. */
  curlFails?: true;
  /** Headers curl sent that a browser sets its own way (named in a note instead). */
  browserSets?: string[];
  /** Notes the parser must give. */
  notes?: RegExp[];
}

const chromeHeaders: [string, string][] = [
  ["accept", "application/json, text/plain, */*"],
  ["accept-language", "en-GB,en;q=0.9"],
  ["authorization", "Bearer sk_live_from_ticket"],
  ["content-type", "application/json"],
  ["origin", "https://shop.example"],
  ["priority", "u=1, i"],
  ["referer", "https://shop.example/checkout"],
  ["sec-ch-ua", '"Chromium";v="131", "Not_A Brand";v="24"'],
  ["sec-ch-ua-mobile", "?0"],
  ["sec-fetch-mode", "cors"],
  ["user-agent", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"],
  ["x-empty", ""],
];

const cmdRequest = {
  url: "/v1/orders?a=1&b=%20&c[]=x",
  method: "PUT",
  headers: [
    ["content-type", "application/json"],
    ["x-empty", ""],
  ] as [string, string][],
  body: '{"note":"50% off & <b>\\"bold\\"</b>","lines":"a\nb"}',
};

/** A command the console's own "Copy as cURL" writes, for an order to the given base. */
function ownCopy(base: string, key: "include" | "variable"): string {
  const built = buildRequest(
    getAction("create_order"),
    { params: { product_id: 201, user_id: "0042", reseller_ref: "ref-1" } },
    { baseUrl: `${base}/v1`, apiKey: "sk_live_it's", pathStyle: "rest" },
  );
  if (!built.ok) throw new Error(built.message);
  return toCurl(built.spec, { key });
}

/** The commands, pointed at the loopback server at `url` (`host` is its host:port). */
export function curlCorpus(url: string, host: string): CorpusCase[] {
  const big = `{"note":"${"0123456789abcdef".repeat(6250)}"}`;
  return [
    // -d and friends: POST, and application/x-www-form-urlencoded unless a Content-Type is given.
    { name: "-d JSON without a Content-Type", command: `curl ${url}/v1/orders -d '{"product_id":201}'` },
    {
      name: "-d JSON with its Content-Type",
      command: `curl ${url}/v1/orders -H 'Content-Type: application/json' -d '{"product_id":201,"user_id":"42"}'`,
    },
    { name: "several -d joined with &", command: `curl ${url}/v1/orders -d a=1 -d 'b=two words' --data c=3` },
    { name: "--data-ascii", command: `curl ${url}/v1/orders --data-ascii 'x=1'` },
    { name: "--data-binary keeps line breaks", command: `curl ${url}/v1/orders --data-binary $'line1\\nline2\\r\\n'` },
    { name: "-d keeps line breaks typed in the command", command: `curl ${url}/v1/orders -d $'a\\r\\nb'` },
    { name: "--data-raw keeps a leading @", command: `curl ${url}/v1/orders --data-raw '@not-a-file'` },
    {
      name: "--data-urlencode in its three text forms",
      command: `curl ${url}/v1/orders --data-urlencode 'note=a b&c' --data-urlencode '=x y' --data-urlencode 'plain~*!'`,
    },
    {
      name: "--data-urlencode leaves the name as it is",
      command: `curl ${url}/v1/orders --data-urlencode $'\\u00e9 n=\\u00fc+'`,
    },
    { name: "-d with an empty body", command: `curl ${url}/v1/orders -d ''` },
    { name: "two empty -d make &", command: `curl ${url}/v1/orders -d '' -d ''` },
    { name: "-d with a value that starts with a dash", command: `curl ${url}/v1/orders -d -5` },
    { name: "--json sets Content-Type and Accept", command: `curl --json '{"a":1}' ${url}/v1/orders` },
    { name: "several --json concatenate", command: `curl ${url}/v1/orders --json '{"a":' --json '1}'` },
    { name: "--json and -d mixed", command: `curl ${url}/v1/orders --json '[1]' -d x --json '[2]'` },
    { name: "--json keeps an Accept given with -H", command: `curl ${url}/v1/orders -H 'Accept: text/plain' --json 1` },
    { name: "--json with Content-Type removed", command: `curl ${url}/v1/orders -H 'Content-Type:' --json 1` },
    { name: "-H 'Content-Type;' sends it empty", command: `curl ${url}/v1/orders -H 'Content-Type;' -d 1` },
    { name: "-X PUT with -d", command: `curl -X PUT ${url}/v1/orders/7 -d 'status=void'` },
    { name: "-X GET with -d still sends the body", command: `curl -X GET ${url}/v1/balance -d x` },
    {
      name: "-X PATCH with a JSON body",
      command: `curl -X PATCH ${url}/v1/orders/7 -H 'content-type: application/json' --data-binary '{"a":[1,2]}'`,
    },
    { name: "a 100 kB body", command: `curl ${url}/v1/orders -H 'Content-Type: application/json' --data-raw '${big}'` },

    // -G and --url-query.
    { name: "-G moves -d to the query", command: `curl -G ${url}/v1/products -d game_id=2 -d x=y` },
    {
      name: "-G appends to a query and encodes --data-urlencode",
      command: `curl -G '${url}/v1/products?game_id=2' --data-urlencode 'q=a b&c'`,
    },
    { name: "-G with --json", command: `curl --get ${url}/v1/products --json '{}'` },
    { name: "-G cuts the query at #", command: `curl -G ${url}/v1/products -d 'a#b'` },
    { name: "-G with -X POST sends no body", command: `curl -G -X POST ${url}/v1/orders -d a=1` },
    { name: "-I -G is a HEAD with a query", command: `curl -I -G ${url}/v1/products -d a=1` },
    {
      name: "--url-query, encoded and as it is",
      command: `curl ${url}/v1/products --url-query 'a=b c' --url-query '+d=e'`,
    },
    { name: "--url-query with a body", command: `curl ${url}/v1/orders --url-query 'trace=1' -d 'x=1'` },
    {
      name: "-G drops --url-query",
      command: `curl -G ${url}/v1/products --url-query 'u=1' -d 'd=2'`,
      notes: [/sends nothing of --url-query/],
    },

    // Credentials.
    { name: "-u user:password", command: `curl -u 'reseller:s3cret' ${url}/v1/balance` },
    {
      name: "-u with UTF-8 and a colon in the password",
      command: `curl -u $'\\u00e9t\\u00e9:p@ss:w' ${url}/v1/balance`,
    },
    { name: "user and password in the URL", command: `curl 'http://us:p%40w@${host}/v1/balance'` },
    { name: "-u wins over the URL's user", command: `curl -u a:b 'http://x:y@${host}/v1/balance'` },
    { name: "--oauth2-bearer", command: `curl --oauth2-bearer sk_live_token ${url}/v1/balance` },
    {
      name: "an Authorization header wins over -u",
      command: `curl -H 'Authorization: Bearer sk_live_x' -u a:b ${url}/v1/balance`,
    },
    {
      name: "-u without a password",
      command: `curl -u reseller ${url}/v1/balance`,
      refused: /asks for it at a prompt/,
    },
    { name: "--digest", command: `curl --digest -u a:b ${url}/v1/balance`, refused: /challenge and response/ },

    // Headers.
    {
      name: "-H forms: empty, removed, no colon, spacing",
      command: `curl ${url}/v1/balance -H 'X-Empty;' -H 'Accept:' -H 'X-NoColon' -H 'X-Trail: v  ' -H 'x-lower:v' -H 'X-Odd; v'`,
      notes: [/-H "X-NoColon" has no "Name: value" form/],
    },
    { name: "a header given twice", command: `curl ${url}/v1/balance -H 'X-A: 1' -H 'X-A: 2'` },
    {
      name: "-A, -e and -b",
      command: `curl ${url}/v1/balance -A 'agent/1.0' -e 'https://shop.example/' -b 'a=1' -b 'b=2'`,
      notes: [/Cookie, User-Agent, Referer|User-Agent, Referer, Cookie/],
    },
    { name: "-A '' and -e ';auto' send nothing", command: `curl ${url}/v1/balance -A '' -e ';auto'` },
    { name: "a Cookie header wins over -b", command: `curl ${url}/v1/balance -H 'Cookie: z=9' -b 'a=1'` },
    {
      name: "-b with a file name",
      command: `curl ${url}/v1/balance -b cookies.txt`,
      notes: [/cookies read from a file/],
    },
    { name: "-r asks for a range", command: `curl -r 0-99 ${url}/v1/wallet_history` },
    { name: "-r with an open end", command: `curl -r 600- ${url}/v1/wallet_history` },
    { name: "-r for the last bytes", command: `curl -r -500 ${url}/v1/wallet_history` },
    { name: "-r with several ranges", command: `curl -r 0-0,-1 ${url}/v1/wallet_history` },
    { name: "-r with a start and no dash", command: `curl -r 600 ${url}/v1/wallet_history` },
    {
      name: "-r past curl's largest number",
      command: `curl -r 99999999999999999999 ${url}/v1/wallet_history`,
      refused: /past the largest number/,
      curlFails: true,
    },
    { name: "-H 'User-Agent:' removes it", command: `curl -H 'User-Agent:' ${url}/v1/balance` },
    { name: "-H 'Host: …'", command: `curl -H 'Host: api.example' ${url}/v1/balance`, notes: [/^Host: a browser/] },
    {
      name: "a header name with a space",
      command: `curl -H 'X-B : 2' ${url}/v1/balance`,
      refused: /header name "X-B "/,
    },
    {
      name: "--compressed",
      command: `curl --compressed ${url}/v1/balance`,
      browserSets: ["accept-encoding"],
      notes: [/--compressed/],
    },

    // Methods and option syntax.
    { name: "-X DELETE", command: `curl -X DELETE ${url}/v1/orders/7` },
    { name: "bundled short options", command: `curl -sSL -XPOST -H'X-Q: 1' -d'a' ${url}/v1/orders` },
    { name: "-X in lower case", command: `curl -X post ${url}/v1/orders -d a`, refused: /sends the method as written/ },
    { name: "-I sends HEAD", command: `curl -I ${url}/v1/balance` },
    {
      name: "-I with data",
      command: `curl -I ${url}/v1/balance -d a`,
      refused: /-I \(HEAD\) and data/,
      curlFails: true,
    },
    { name: "--url and --", command: `curl -s --url ${url}/v1/balance` },
    { name: "-- before the URL", command: `curl -s -- ${url}/v1/balance` },
    { name: "abbreviated long option", command: `curl --data-r x ${url}/v1/orders` },
    { name: "--no- options", command: `curl --no-silent --no-location --no-compressed ${url}/v1/balance` },
    {
      name: "--data=value",
      command: `curl --data=x ${url}/v1/orders`,
      refused: /value after a space/,
      curlFails: true,
    },
    {
      name: "an ambiguous abbreviation",
      command: `curl --dat x ${url}/v1/orders`,
      refused: /ambiguous/,
      curlFails: true,
    },
    {
      name: "an unknown option",
      command: `curl --frobnicate ${url}/v1/balance`,
      refused: /--frobnicate is not an option of curl/,
      curlFails: true,
    },
    { name: "-F", command: `curl -F 'file=@id.png' ${url}/v1/orders`, refused: /multipart/ },
    {
      name: "-d @file",
      command: `curl -d @body.json ${url}/v1/orders`,
      refused: /reads the body from the file body\.json/,
    },

    // URLs.
    { name: "a URL without a scheme", command: `curl ${host}/v1/balance`, notes: [/no scheme/] },
    { name: "-g keeps brackets", command: `curl -g '${url}/v1/orders?filter[status]=paid'` },
    { name: "escaped brackets without -g", command: `curl '${url}/v1/orders?filter\\[status\\]=paid'` },
    { name: "a glob for two URLs", command: `curl '${url}/v1/{balance,games}'`, refused: /several requests/ },
    {
      name: "brackets without -g",
      command: `curl '${url}/v1/orders?filter[status]=paid'`,
      refused: /several requests/,
      curlFails: true,
    },
    { name: "a space in the URL", command: `curl '${url}/v1/orders?note=a b'`, refused: /a space/, curlFails: true },
    { name: "a quote in the query", command: `curl "${url}/v1/orders?name=O'Brien"`, refused: /%27/ },
    { name: "dot segments", command: `curl '${url}/a/../v1/./balance'` },
    { name: "a fragment", command: `curl '${url}/v1/balance?x=1#top'` },
    { name: "two URLs", command: `curl ${url}/v1/balance ${url}/v1/games`, refused: /more than one URL/ },

    // Shell quoting.
    {
      name: "double quotes with escapes",
      command: `curl ${url}/v1/orders -H "Content-Type: application/json" -d "{\\"note\\":\\"\\$HOME \\\\\\\\ \\\`x\\\` it's\\"}"`,
    },
    { name: "$'…' escapes", command: `curl ${url}/v1/orders --data-raw $'{"a":"it\\'s\\t\\u00e9\\x41\\101\\n"}'` },
    {
      name: "$'…' bytes that are not UTF-8",
      command: `curl ${url}/v1/orders --data-raw $'\\xff'`,
      refused: /not UTF-8/,
    },
    { name: "a quote inside single quotes", command: `curl ${url}/v1/orders -d 'it'\\''s'` },
    { name: "quotes run together", command: `curl ${url}/v1/orders -d "a"'b'c\\ d` },
    {
      name: "a variable from an export line",
      command: `export API_KEY='sk_live_abc'\ncurl ${url}/v1/balance -H "Authorization: Bearer $API_KEY" -H "X-K: \${API_KEY}"`,
    },
    {
      name: "comments, a pipe and redirections",
      command: `# the customer's command\ncurl ${url}/v1/balance -s 2>&1 > /dev/null | cat # trailing`,
      notes: [/Only the curl command is read, not: "cat"/],
    },
    {
      name: "an unquoted & in the URL",
      command: `curl ${url}/v1/products?game_id=2&page=3`,
      notes: [/unquoted & ends the command/],
    },
    {
      name: "$5 in double quotes",
      command: `curl ${url}/v1/orders -d "{\\"price\\":\\"$5\\"}"`,
      notes: [/puts nothing for \$5/],
    },
    {
      name: "a command substitution",
      command: `curl ${url}/v1/orders -d "$(cat body.json)"`,
      refused: /runs another command/,
    },
    { name: "unquoted braces", command: `curl ${url}/v1/orders -d {"a":1,"b":2}`, refused: /unquoted braces/ },
    { name: "a here-document", command: `curl ${url}/v1/orders -d @- <<EOF\n{"a":1}\nEOF`, refused: /here-document/ },
    {
      name: "continuation lines with CRLF",
      command: `curl ${url}/v1/orders \\\r\n  -H 'X-A: 1' \\\r\n  -d 'a=1'`,
      posix: `curl ${url}/v1/orders \\\n  -H 'X-A: 1' \\\n  -d 'a=1'`,
      notes: [/CR LF/],
    },
    { name: "a shell prompt before the command", command: `$ curl ${url}/v1/balance`, posix: `curl ${url}/v1/balance` },

    // Exports from tools.
    {
      name: "Chrome Copy as cURL (bash)",
      command: devtoolsCurl(
        {
          url: `${url}/v1/orders?src=web&ids[]=1`,
          headers: chromeHeaders,
          cookie: "session=abc; theme=dark",
          body: '{"product_id":201,"user_id":"42","note":"hi!\\nit\'s"}',
        },
        "bash",
      ),
      notes: [/^origin, referer, sec-ch-ua, sec-ch-ua-mobile, sec-fetch-mode, user-agent, Cookie: a browser/],
    },
    {
      name: "Chrome Copy as cURL (bash), a GET",
      command: devtoolsCurl({ url: `${url}/v1/products?game_id=2`, headers: [["accept", "*/*"]] }, "bash"),
    },
    {
      name: "Chrome Copy as cURL (cmd)",
      command: devtoolsCurl(
        { ...cmdRequest, url: url + cmdRequest.url, headers: [...cmdRequest.headers, ["x-path", "C:\\Users\\me"]] },
        "cmd",
      ),
      // DevTools doubles every backslash, and the C runtime halves only those before a quote:
      // curl.exe gets C:\\Users\\me.
      posix: devtoolsCurl(
        { ...cmdRequest, url: url + cmdRequest.url, headers: [...cmdRequest.headers, ["x-path", "C:\\\\Users\\\\me"]] },
        "bash",
      ),
      notes: [/Read as Windows cmd/],
    },
    {
      name: "Firefox Copy as cURL (POSIX)",
      command: `curl '${url}/v1/orders' --compressed -X POST -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' -H 'Accept: */*' -H 'Content-Type: application/json' -H 'Origin: https://shop.example' -H 'Connection: keep-alive' -H 'Cookie: session=abc' -H 'Sec-Fetch-Dest: empty' --data-raw '{"product_id":201}'`,
      browserSets: ["accept-encoding"],
    },
    {
      name: "Postman (bash)",
      command: `curl --location '${url}/v1/orders' \\\n--header 'Content-Type: application/json' \\\n--header 'Authorization: Bearer sk_live_postman' \\\n--data '{\n    "product_id": 201,\n    "user_id": "42"\n}'`,
    },
    {
      name: "Postman (bash), form fields",
      command: `curl --location --request POST '${url}/v1/validate_player' \\\n--header 'Content-Type: application/x-www-form-urlencoded' \\\n--data-urlencode 'game_id=1' \\\n--data-urlencode 'user_id=a b'`,
    },
    {
      name: "Postman (cmd), single quotes cmd does not know",
      command: `curl --location --request POST "${url}/v1/orders" ^\n--header 'Content-Type: application/json' ^\n--data-raw '{"a":1}'`,
      refused: /more than one URL/,
    },
    {
      name: "Insomnia",
      command: `curl --request POST \\\n  --url ${url}/v1/orders \\\n  --header 'content-type: application/json' \\\n  --data '{"product_id": 201}'`,
    },
    { name: "this console's Copy as cURL, key included", command: ownCopy(url, "include") },
    { name: "this console's Copy as cURL, key masked", command: ownCopy(url, "variable") },
    { name: "HTTPie", command: `http POST ${url}/v1/orders product_id:=201`, refused: /No curl command found/ },
    {
      name: "Chrome Copy as PowerShell",
      command: `$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\nInvoke-WebRequest -UseBasicParsing -Uri "${url}/v1/balance" \`\n-WebSession $session`,
      refused: /Invoke-WebRequest/,
    },

    // Windows shells.
    {
      name: "curl.exe in cmd",
      command: `curl.exe -X POST "${url}/v1/orders" -H "Content-Type: application/json" -d "{\\"product_id\\":201,\\"path\\":\\"C:\\\\tmp\\\\\\\\\\"}"`,
      posix: `curl -X POST '${url}/v1/orders' -H 'Content-Type: application/json' -d '{"product_id":201,"path":"C:\\\\tmp\\\\"}'`,
    },
    {
      name: "cmd ^ continuations with double quotes",
      command: `curl --location "${url}/v1/orders" ^\n  --header "Content-Type: application/json" ^\n  --header "X-Pct: 100%%" ^\n  --data "{""a"":1}"`,
      posix: `curl --location '${url}/v1/orders' --header 'Content-Type: application/json' --header 'X-Pct: 100%%' --data '{"a":1}'`,
    },
    {
      name: "PowerShell backtick continuations",
      command: `curl.exe -X POST '${url}/v1/orders' \`\n  -H 'Content-Type: application/json' \`\n  -H "X-Tab: a\`tb" \`\n  --data-raw '{"product_id":201,"note":"it''s"}'`,
      posix: `curl -X POST '${url}/v1/orders' -H 'Content-Type: application/json' -H $'X-Tab: a\\tb' --data-raw '{"product_id":201,"note":"it'\\''s"}'`,
      notes: [/PowerShell 7\.3/],
    },
    {
      name: "PowerShell, no quotes inside arguments",
      command: `curl.exe --get '${url}/v1/products' \`\n  --data-urlencode 'q=a b' \`\n  -u 'reseller:pw'`,
      posix: `curl --get '${url}/v1/products' --data-urlencode 'q=a b' -u 'reseller:pw'`,
    },
  ];
}
