import { defineMessages } from "../lib/i18n/define-messages";
import type { PluralForms } from "../lib/i18n/plural";

/*
 * What the cURL import says (why a command cannot be read, what a browser does differently), in
 * each language; loaded with the import. The readers take the language and word their results
 * with it; the dialog reads the command again when the language changes, so what is on screen
 * follows. What the command spells (options, headers, values) stays as written.
 */
export const curlMessages = defineMessages({
  en: {
    // parse-curl.ts
    empty: "Paste a curl command first: the box is empty.",
    control: (character: string, at: number) =>
      `The text holds the control character ${character} at character ${at}: it looks like binary data, not a command.`,
    invokeWebRequest: "This is PowerShell's Invoke-WebRequest, not curl: copy the request as cURL instead.",
    noCurl: (start: string) => `No curl command found: the text starts with "${start}", not with curl.`,
    several: (count: number) => `The text holds ${count} curl commands: import one at a time.`,
    crlf: "Windows line ends (CR LF) are read as plain line ends, as a terminal takes them.",
    powerShellQuotes:
      'Arguments are read as PowerShell 7.3 and later pass them to curl.exe: as written. Windows PowerShell 5.1 drops a bare " inside an argument and turns \\" into ", so there curl got other text.',
    powerShellCurl:
      "In Windows PowerShell 5.1, curl runs Invoke-WebRequest: this is read as curl.exe, which PowerShell 7 runs for curl.",
    ampersand: (last: string) =>
      `An unquoted & ends the command: curl got only what comes before it (${last}), and the shell ran the rest apart.`,
    onlyCurl: (others: string) => `Only the curl command is read, not: ${others}.`,
    noBreakSpaces:
      "The text holds no-break spaces (U+00A0), which a shell takes as part of a word: type them as plain spaces.",
    cmdQuotes: "(cmd does not read '…' as quotes: use \"…\" there.)",
    // shell-words.ts and bash-commands.ts
    runsCommand: (what: string, at: number) =>
      `The command runs another command (${what}) at character ${at}, whose output is not in the text.`,
    doubleQuote: (at: number) => `A double quote opened at character ${at} is never closed.`,
    singleQuote: (at: number) => `A single quote opened at character ${at} is never closed.`,
    braces: (text: string) =>
      `The shell expands the unquoted braces in "${text}" into several words: quote them to send them as written.`,
    shellSyntax: (syntax: string, at: number) =>
      `The shell syntax "${syntax}" at character ${at} is not part of a curl command.`,
    hereDocument: (operator: string, at: number) =>
      `The here-document (${operator}) at character ${at} feeds curl text this reader does not take: put the body in --data-raw '…'.`,
    noTarget: (at: number) => `A redirection before character ${at} has no target.`,
    badEscape: (sequence: string, at: number) => `The escape \\${sequence} at character ${at} is not a character.`,
    ansiOpen: (at: number) => `A $'…' string opened at character ${at} is never closed.`,
    ansiBytes: (at: number) =>
      `The $'…' string at character ${at} makes bytes that are not UTF-8 text: the console sends text as UTF-8, so it cannot send them.`,
    readAsCmd: "Read as Windows cmd: ^ escapes and continues lines, double quotes group.",
    readAsPowerShell: "Read as PowerShell: ` escapes and continues lines; '…' is taken as written.",
    // Counted: pluralForm() picks the form by the number of names.
    notSetIn: {
      one: (names, shell) =>
        `${names} is not set in the text and kept as written: ${shell} would have put a value there.`,
      other: (names, shell) =>
        `${names} are not set in the text and kept as written: ${shell} would have put a value there.`,
    } as PluralForms<(names: string, shell: string) => string>,
    subexpression: (at: number) =>
      `The subexpression $(…) at character ${at} runs PowerShell code, whose value is not in the text.`,
    powerShellSyntax: (syntax: string, at: number) =>
      `The PowerShell syntax "${syntax}" at character ${at} is not a curl argument: its value is not in the text.`,
    notSet: {
      one: (names) => `${names} is not set in the text and kept as written: the shell would have put a value there.`,
      other: (names) => `${names} are not set in the text and kept as written: the shell would have put a value there.`,
    } as PluralForms<(names: string) => string>,
    emptied: (names: string) =>
      `The shell puts nothing for ${names} in double quotes or bare text, and neither does this.`,
    // curl-args.ts and curl-options.ts
    dashArgument: 'The argument "-" is not an option of curl.',
    invokeParameter: (word: string) =>
      `${word} is a parameter of PowerShell's Invoke-WebRequest (which Windows PowerShell also runs for "curl"), not of curl: copy the request as cURL instead.`,
    withEquals: (word: string, name: string) =>
      `curl has no option written ${word}: it takes the value after a space (${name} …).`,
    needsValue: (option: string) => `The option ${option} needs a value after it.`,
    notAnOption: (option: string) => `${option} is not an option of curl.`,
    inBundle: (option: string, word: string) => `${option} (in ${word}) is not an option of curl.`,
    ambiguous: (word: string, some: string) => `--${word} could be ${some}: curl refuses it as ambiguous.`,
    noNegation: (word: string, long: string) => `--${word}: curl has no "no-" form of --${long}.`,
    // curl-config.ts
    standardInput: "standard input",
    theFile: (file: string) => `the file ${file}`,
    bodyFromFile: (option: string, value: string, where: string, dropsLines: boolean) =>
      `${option} ${value} reads the body from ${where}, which the browser does not have${dropsLines ? " (curl would also have dropped its line breaks; --data-binary keeps them)" : ""}: paste the body itself, as --data-raw '…'.`,
    urlencodeFile: (option: string, value: string, where: string) =>
      `${option} ${value} reads ${where} (an @ and no =), which the browser does not have: write name=value to send text.`,
    readsFile: (option: string, value: string) => `${option} ${value} reads a file, which the browser does not have.`,
    headersFromFile: (option: string, value: string) =>
      `${option} ${value} reads headers from a file, which the browser does not have.`,
    // curl-headers.ts
    badHeaderName: (name: string) =>
      `The header name "${name}" holds characters a header name cannot have (a space, a quote…): a browser cannot send it, and servers read it in different ways.`,
    headerLineBreak: (name: string) => `The header ${name} holds a line break, which a browser cannot send.`,
    // curl-url.ts
    glob: (char: string, at: string) =>
      `curl reads "${char}" in the URL (at "${at}") as a pattern for several requests: add -g (--globoff) if it is part of the URL.`,
    closesNothing: (char: string, at: string) =>
      `curl refuses the URL: "${char}" (at "${at}") closes nothing. Add -g (--globoff) if it is part of the URL.`,
    aSpace: "a space",
    controlCharacter: (char: string) => `the control character ${char}`,
    urlParts: { path: "path", query: "query" } as Record<"path" | "query", string>,
    urlRefused: (what: string, where: string, percent: string) =>
      `The URL holds ${what} in its ${where}: curl refuses such a URL (error 3). Write it as ${percent}.`,
    backslash: "\\ (a browser reads it as /)",
    browserSends: (char: string, percent: string) => `${char} (a browser sends ${percent})`,
    sentAsIs: (where: string, shown: string, percent: string) =>
      `The URL's ${where} holds ${shown}, which curl sends as it is: write ${percent} in the command to import it.`,
    encodedDot: "The URL's path has a %2e segment, which curl sends as it is but a browser reads as a dot and removes.",
    noScheme: (scheme: string) => `The URL has no scheme: curl sends it with ${scheme}://, and so does this.`,
    notHttp: (scheme: string, url: string) => `The URL is for ${scheme}://, not HTTP: ${url}.`,
    userInUrl: "The URL holds a user name, and --disallow-username-in-url makes curl refuse it.",
    noHost: (url: string) => `The URL ${url} has no host.`,
    pathAsIs: "--path-as-is keeps the . and .. segments of the path, which a browser always resolves.",
    badHost: (url: string) => `curl would not reach ${url}: its host is not one a browser can read.`,
    // curl-request.ts
    badMethod: (method: string) => `-X "${method}" is not a method a browser can send.`,
    forbiddenMethod: (method: string, upper: string) => `-X ${method}: a browser does not send ${upper} requests.`,
    lowerMethod: (method: string, upper: string) =>
      `-X ${method}: curl sends the method as written ("${method}"), a browser sends ${upper}. Write -X ${upper} to import it.`,
    noUrl: "No URL found in the command.",
    twoUrls: (first: string, second: string) =>
      `There is more than one URL: "${first}" and "${second}". curl sends one request to each: import one at a time.`,
    headWithData: "-I (HEAD) and data together: curl refuses the command.",
    urlQueryDropped:
      "--url-query: with -G and data, curl puts only the data in the query and sends nothing of --url-query.",
    noPassword: (user: string) =>
      `-u ${user} has no password: curl asks for it at a prompt, so it is not in the command. Write -u user:password.`,
    challenge: (option: string) => `${option} logs in with a challenge and response, which the console does not do.`,
    urlCredentials:
      "The URL's user name and password are sent as Authorization: Basic, as curl does; a browser sends no URL with them.",
    noRangeWithBody: "-r: curl sends no Range header with a body.",
    rangePoint: (option: string, value: string) =>
      `${option} "${value}": the range starts past the largest number curl counts to, so curl refuses the command.`,
    contentLength: (length: string, bytes: number) =>
      `Content-Length: ${length} is not the body's length, ${bytes} bytes: the server read another body than the command holds.`,
    relative: "The URL has no host, which curl cannot send: it is read against the console's base URL.",
    noColon: (line: string) => `-H "${line}" has no "Name: value" form: curl sends nothing for it.`,
    hidden: {
      one: (names) => `${names}: a browser does not let a page send this header, so a replay goes without it.`,
      other: (names) => `${names}: a browser does not let a page send these headers, so a replay goes without them.`,
    } as PluralForms<(names: string) => string>,
    noContentType:
      "curl sent the body with no Content-Type; a browser sends text/plain;charset=UTF-8 unless one is set.",
    bodyWith: (method: string) => `curl sends a body with ${method}; a browser cannot.`,
    removed: (name: string) => `-H "${name}:" removes a header curl sends; a browser still sends its own.`,
    compressed: "--compressed: the browser asks for compressed answers itself.",
    trEncoding: "--tr-encoding adds TE and Connection headers, which a browser cannot send.",
    netrc: "A .netrc file is not in the command: curl may have sent an Authorization header from it.",
    cookieFiles: (files: string) => `-b ${files}: cookies read from a file are not in the command.`,
    optionNote: (options: string, note: string) => `${options}: ${note}.`,
    refused: (option: string, reason: string) => `${option} ${reason}.`,
    // curl-options.ts: what the browser does instead of an option (a note), or why it is refused, by code.
    optionNotes: {
      tls: "TLS is the browser's own: it checks the server's certificate its way",
      clientCert: "the browser sends no client certificate or key from the command",
      route: "the browser goes to the URL's host its own way, not through this proxy, address or socket",
      redirects: "the browser follows redirects itself",
      timing: "the console has its own Timeout and never retries",
      httpVersion: "the browser chooses the HTTP version",
    },
    optionRefusals: {
      multipart: "builds a multipart/form-data upload, which the console does not replay",
      upload: "uploads a file, which the browser does not have",
      config: "reads more options from a file, which the browser does not have",
      continueAt: "asks for the rest of a file from a local file's size",
      timeCond: "adds an If-Modified-Since condition from a date or a local file's time",
      etagCompare: "reads the ETag to compare from a local file",
      awsSigv4: "signs the request (AWS Signature Version 4) with keys the browser does not have",
      requestTarget: "sends another request target than the URL's path, which a browser cannot",
      help: "prints curl's help and sends nothing",
      manual: "prints curl's manual and sends nothing",
      version: "prints curl's version and sends nothing",
      next: "starts a second request: import one request at a time",
    },
    // match-request.ts
    otherMethod: (method: string, path: string, action: string, actionMethod: string) =>
      `${method} ${path} is not one of the console's actions: ${action} is ${actionMethod}.`,
    unknownPath: (path: string, known: string) => `No action has the path ${path}. Known paths end in ${known}.`,
    notThisApi: (why: string) => `The command was read, but it is not a request of this API: ${why}`,
    noAuthorization: "The command has no Authorization header, so none is sent.",
    noKeyInAuthorization: "The command's Authorization header carries no key, so none is sent.",
    authorizationAsWritten: "Authorization is sent as the command wrote it around the key (see Request).",
    bareQuery: (names: string) =>
      `Query parameters written without "=" are sent with one and an empty value, as the console writes every parameter: ${names}.`,
    namelessQuery: (pairs: string) =>
      `Query parameters with no name are left out, as the console sends none: ${pairs}.`,
    emptyQueryPairs: 'Empty query pairs ("&&", a "&" at the end) are left out.',
    bodyKept: "The body is kept exactly as pasted, in the raw body editor.",
    noBody: "The command sends no body: an empty one is sent, in the raw body editor.",
    sentWithoutType: "It is sent with no Content-Type, as in the command.",
    sentAs: (type: string) => `It is sent as ${type}, as in the command.`,
    contentTypeDropped: (value: string, action: string) =>
      `Content-Type "${value}" is not kept: ${action} sends no body.`,
    headersLeftOut: (names: string) => `Headers the console does not send were left out: ${names}.`,
  },
  id: {
    empty: "Tempel perintah curl terlebih dahulu: kotaknya masih kosong.",
    control: (character, at) =>
      `Teks ini berisi karakter kontrol ${character} pada karakter ke-${at}: tampaknya ini data biner, bukan perintah.`,
    invokeWebRequest:
      "Ini Invoke-WebRequest milik PowerShell, bukan curl: salin permintaannya sebagai cURL (Copy as cURL).",
    noCurl: (start) => `Perintah curl tidak ditemukan: teks diawali "${start}", bukan curl.`,
    several: (count) => `Teks ini berisi ${count} perintah curl: impor satu per satu.`,
    crlf: "Akhir baris Windows (CR LF) dibaca sebagai akhir baris biasa, seperti yang dilakukan terminal.",
    powerShellQuotes:
      'Argumen dibaca seperti PowerShell 7.3 ke atas meneruskannya ke curl.exe: apa adanya. Windows PowerShell 5.1 membuang " yang berdiri sendiri di dalam argumen dan mengubah \\" menjadi ", jadi di sana curl menerima teks yang berbeda.',
    powerShellCurl:
      "Di Windows PowerShell 5.1, curl menjalankan Invoke-WebRequest: perintah ini dibaca sebagai curl.exe, yang dijalankan PowerShell 7 untuk curl.",
    ampersand: (last) =>
      `Tanda & tanpa tanda kutip mengakhiri perintah: curl hanya menerima bagian sebelumnya (${last}), dan shell menjalankan sisanya secara terpisah.`,
    onlyCurl: (others) => `Hanya perintah curl yang dibaca, bukan: ${others}.`,
    noBreakSpaces:
      "Teks ini berisi spasi tak terputus (U+00A0), yang dianggap shell sebagai bagian dari kata: ketik ulang sebagai spasi biasa.",
    cmdQuotes: "(cmd tidak membaca '…' sebagai tanda kutip: gunakan \"…\" di sana.)",
    runsCommand: (what, at) =>
      `Perintah ini menjalankan perintah lain (${what}) pada karakter ke-${at}, dan hasilnya tidak ada di dalam teks.`,
    doubleQuote: (at) => `Tanda kutip ganda yang dibuka pada karakter ke-${at} tidak pernah ditutup.`,
    singleQuote: (at) => `Tanda kutip tunggal yang dibuka pada karakter ke-${at} tidak pernah ditutup.`,
    braces: (text) =>
      `Shell memecah kurung kurawal tanpa tanda kutip di "${text}" menjadi beberapa kata: beri tanda kutip agar terkirim apa adanya.`,
    shellSyntax: (syntax, at) => `Sintaks shell "${syntax}" pada karakter ke-${at} bukan bagian dari perintah curl.`,
    hereDocument: (operator, at) =>
      `Here-document (${operator}) pada karakter ke-${at} memberi curl teks yang tidak bisa dibaca di sini: tulis body-nya dengan --data-raw '…'.`,
    noTarget: (at) => `Pengalihan sebelum karakter ke-${at} tidak punya tujuan.`,
    badEscape: (sequence, at) => `Escape \\${sequence} pada karakter ke-${at} bukan sebuah karakter.`,
    ansiOpen: (at) => `String $'…' yang dibuka pada karakter ke-${at} tidak pernah ditutup.`,
    ansiBytes: (at) =>
      `String $'…' pada karakter ke-${at} menghasilkan byte yang bukan teks UTF-8: konsol mengirim teks sebagai UTF-8, jadi tidak bisa mengirimnya.`,
    readAsCmd: "Dibaca sebagai Windows cmd: ^ menjadi escape dan penyambung baris, tanda kutip ganda mengelompokkan.",
    readAsPowerShell: "Dibaca sebagai PowerShell: ` menjadi escape dan penyambung baris; '…' diambil apa adanya.",
    notSetIn: {
      other: (names, shell) =>
        `${names} tidak diisi di dalam teks dan dibiarkan apa adanya: ${shell} akan mengisinya dengan suatu nilai.`,
    },
    subexpression: (at) =>
      `Subekspresi $(…) pada karakter ke-${at} menjalankan kode PowerShell, dan nilainya tidak ada di dalam teks.`,
    powerShellSyntax: (syntax, at) =>
      `Sintaks PowerShell "${syntax}" pada karakter ke-${at} bukan argumen curl: nilainya tidak ada di dalam teks.`,
    notSet: {
      other: (names) =>
        `${names} tidak diisi di dalam teks dan dibiarkan apa adanya: shell akan mengisinya dengan suatu nilai.`,
    },
    emptied: (names) =>
      `Shell tidak mengisi apa pun untuk ${names} di dalam tanda kutip ganda atau teks biasa, begitu pula di sini.`,
    dashArgument: 'Argumen "-" bukan opsi curl.',
    invokeParameter: (word) =>
      `${word} adalah parameter Invoke-WebRequest milik PowerShell (yang juga dijalankan Windows PowerShell untuk "curl"), bukan milik curl: salin permintaannya sebagai cURL (Copy as cURL).`,
    withEquals: (word, name) =>
      `curl tidak punya opsi yang ditulis ${word}: nilainya ditulis setelah spasi (${name} …).`,
    needsValue: (option) => `Opsi ${option} memerlukan nilai setelahnya.`,
    notAnOption: (option) => `${option} bukan opsi curl.`,
    inBundle: (option, word) => `${option} (di ${word}) bukan opsi curl.`,
    ambiguous: (word, some) => `--${word} bisa berarti ${some}: curl menolaknya karena ambigu.`,
    noNegation: (word, long) => `--${word}: curl tidak punya bentuk "no-" untuk --${long}.`,
    standardInput: "input standar (stdin)",
    theFile: (file) => `file ${file}`,
    bodyFromFile: (option, value, where, dropsLines) =>
      `${option} ${value} membaca body dari ${where}, yang tidak dimiliki browser${dropsLines ? " (curl juga akan membuang baris barunya; --data-binary mempertahankannya)" : ""}: tempel body-nya langsung, sebagai --data-raw '…'.`,
    urlencodeFile: (option, value, where) =>
      `${option} ${value} membaca ${where} (ada @ tanpa =), yang tidak dimiliki browser: tulis name=value untuk mengirim teks.`,
    readsFile: (option, value) => `${option} ${value} membaca file, yang tidak dimiliki browser.`,
    headersFromFile: (option, value) => `${option} ${value} membaca header dari file, yang tidak dimiliki browser.`,
    badHeaderName: (name) =>
      `Nama header "${name}" memuat karakter yang tidak boleh ada di nama header (spasi, tanda kutip…): browser tidak bisa mengirimnya, dan tiap server membacanya dengan cara berbeda.`,
    headerLineBreak: (name) => `Header ${name} memuat baris baru, yang tidak bisa dikirim browser.`,
    glob: (char, at) =>
      `curl membaca "${char}" di URL (pada "${at}") sebagai pola untuk beberapa permintaan: tambahkan -g (--globoff) jika itu bagian dari URL.`,
    closesNothing: (char, at) =>
      `curl menolak URL ini: "${char}" (pada "${at}") tidak menutup apa pun. Tambahkan -g (--globoff) jika itu bagian dari URL.`,
    aSpace: "spasi",
    controlCharacter: (char) => `karakter kontrol ${char}`,
    urlParts: { path: "path", query: "query" },
    urlRefused: (what, where, percent) =>
      `URL memuat ${what} di bagian ${where}: curl menolak URL seperti itu (error 3). Tulis sebagai ${percent}.`,
    backslash: "\\ (browser membacanya sebagai /)",
    browserSends: (char, percent) => `${char} (browser mengirim ${percent})`,
    sentAsIs: (where, shown, percent) =>
      `Bagian ${where} pada URL memuat ${shown}, yang dikirim curl apa adanya: tulis ${percent} di perintah untuk mengimpornya.`,
    encodedDot:
      "Path URL punya segmen %2e, yang dikirim curl apa adanya tetapi dibaca browser sebagai titik lalu dihapus.",
    noScheme: (scheme) => `URL tidak punya skema: curl mengirimnya dengan ${scheme}://, begitu pula di sini.`,
    notHttp: (scheme, url) => `URL ini untuk ${scheme}://, bukan HTTP: ${url}.`,
    userInUrl: "URL memuat nama pengguna, dan --disallow-username-in-url membuat curl menolaknya.",
    noHost: (url) => `URL ${url} tidak punya host.`,
    pathAsIs: "--path-as-is mempertahankan segmen . dan .. pada path, yang selalu diselesaikan browser.",
    badHost: (url) => `curl tidak akan bisa menjangkau ${url}: host-nya tidak bisa dibaca browser.`,
    badMethod: (method) => `-X "${method}" bukan metode yang bisa dikirim browser.`,
    forbiddenMethod: (method, upper) => `-X ${method}: browser tidak mengirim permintaan ${upper}.`,
    lowerMethod: (method, upper) =>
      `-X ${method}: curl mengirim metode apa adanya ("${method}"), sedangkan browser mengirim ${upper}. Tulis -X ${upper} untuk mengimpornya.`,
    noUrl: "Tidak ada URL di dalam perintah.",
    twoUrls: (first, second) =>
      `Ada lebih dari satu URL: "${first}" dan "${second}". curl mengirim satu permintaan ke masing-masing: impor satu per satu.`,
    headWithData: "-I (HEAD) bersama data: curl menolak perintah ini.",
    urlQueryDropped:
      "--url-query: dengan -G dan data, curl hanya menaruh data di query dan tidak mengirim apa pun dari --url-query.",
    noPassword: (user) =>
      `-u ${user} tidak menyertakan kata sandi: curl memintanya lewat prompt, jadi kata sandinya tidak ada di perintah. Tulis -u user:password.`,
    challenge: (option) => `${option} masuk dengan challenge-response, yang tidak dilakukan konsol ini.`,
    urlCredentials:
      "Nama pengguna dan kata sandi di URL dikirim sebagai Authorization: Basic, seperti yang dilakukan curl; browser tidak mengirim URL yang memuatnya.",
    noRangeWithBody: "-r: curl tidak mengirim header Range jika ada body.",
    rangePoint: (option, value) =>
      `${option} "${value}": awal rentangnya melewati angka terbesar yang dihitung curl, jadi curl menolak perintah ini.`,
    contentLength: (length, bytes) =>
      `Content-Length: ${length} tidak sama dengan panjang body, ${bytes} byte: server membaca body yang berbeda dari isi perintah.`,
    relative: "URL tidak punya host, yang tidak bisa dikirim curl: URL dibaca relatif terhadap Base URL konsol.",
    noColon: (line) => `-H "${line}" tidak berbentuk "Name: value": curl tidak mengirim apa pun untuknya.`,
    hidden: {
      other: (names) =>
        `${names}: browser tidak mengizinkan halaman web mengirim header ini, jadi header ini tidak ikut saat dikirim ulang.`,
    },
    noContentType:
      "curl mengirim body tanpa Content-Type; browser mengirim text/plain;charset=UTF-8 kecuali Content-Type diisi.",
    bodyWith: (method) => `curl mengirim body dengan ${method}; browser tidak bisa.`,
    removed: (name) => `-H "${name}:" menghapus header yang dikirim curl; browser tetap mengirim miliknya sendiri.`,
    compressed: "--compressed: browser sendiri yang meminta jawaban terkompresi.",
    trEncoding: "--tr-encoding menambahkan header TE dan Connection, yang tidak bisa dikirim browser.",
    netrc: "File .netrc tidak ada di dalam perintah: curl mungkin mengirim header Authorization dari file itu.",
    cookieFiles: (files) => `-b ${files}: cookie yang dibaca dari file tidak ada di dalam perintah.`,
    optionNote: (options, note) => `${options}: ${note}.`,
    refused: (option, reason) => `${option} ${reason}.`,
    optionNotes: {
      tls: "TLS ditangani browser: browser memeriksa sertifikat server dengan caranya sendiri",
      clientCert: "browser tidak mengirim sertifikat klien atau kunci dari perintah",
      route: "browser menuju host URL dengan caranya sendiri, tidak lewat proxy, alamat, atau socket ini",
      redirects: "browser mengikuti pengalihan (redirect) sendiri",
      timing: "konsol memakai batas waktu (Timeout) sendiri dan tidak pernah mencoba ulang",
      httpVersion: "browser yang memilih versi HTTP",
    },
    optionRefusals: {
      multipart: "membuat unggahan multipart/form-data, yang tidak dikirim ulang oleh konsol",
      upload: "mengunggah file, yang tidak dimiliki browser",
      config: "membaca opsi tambahan dari file, yang tidak dimiliki browser",
      continueAt: "meminta sisa file berdasarkan ukuran file lokal",
      timeCond: "menambahkan syarat If-Modified-Since dari tanggal atau waktu file lokal",
      etagCompare: "membaca ETag pembanding dari file lokal",
      awsSigv4: "menandatangani permintaan (AWS Signature Version 4) dengan kunci yang tidak dimiliki browser",
      requestTarget: "mengirim target permintaan selain path URL, yang tidak bisa dilakukan browser",
      help: "menampilkan bantuan curl dan tidak mengirim apa pun",
      manual: "menampilkan manual curl dan tidak mengirim apa pun",
      version: "menampilkan versi curl dan tidak mengirim apa pun",
      next: "memulai permintaan kedua: impor satu permintaan saja setiap kali",
    },
    otherMethod: (method, path, action, actionMethod) =>
      `${method} ${path} bukan salah satu aksi konsol ini: ${action} memakai ${actionMethod}.`,
    unknownPath: (path, known) => `Tidak ada aksi dengan path ${path}. Path yang dikenal berakhiran ${known}.`,
    notThisApi: (why) => `Perintahnya terbaca, tetapi bukan permintaan ke API ini: ${why}`,
    noAuthorization: "Perintah ini tidak punya header Authorization, jadi tidak ada yang dikirim.",
    noKeyInAuthorization: "Header Authorization pada perintah tidak memuat kunci, jadi tidak ada yang dikirim.",
    authorizationAsWritten:
      "Header Authorization dikirim persis seperti tulisan di perintah, termasuk yang ada di sekitar kuncinya (lihat Permintaan).",
    bareQuery: (names: string) =>
      `Parameter query yang ditulis tanpa "=" dikirim dengan "=" dan nilai kosong, seperti konsol menulis setiap parameter: ${names}.`,
    namelessQuery: (pairs: string) =>
      `Parameter query tanpa nama tidak disertakan, karena konsol tidak mengirimnya: ${pairs}.`,
    emptyQueryPairs: 'Pasangan query kosong ("&&", "&" di akhir) tidak disertakan.',
    bodyKept: "Body disimpan persis seperti yang ditempel, di editor body mentah.",
    noBody: "Perintah ini tidak mengirim body: yang dikirim adalah body kosong, di editor body mentah.",
    sentWithoutType: "Dikirim tanpa Content-Type, sesuai perintah.",
    sentAs: (type) => `Dikirim sebagai ${type}, sesuai perintah.`,
    contentTypeDropped: (value, action) => `Content-Type "${value}" tidak dipakai: ${action} tidak mengirim body.`,
    headersLeftOut: (names) => `Header yang tidak dikirim konsol ini tidak disertakan: ${names}.`,
  },
});

export type CurlMessages = (typeof curlMessages)["en"];
