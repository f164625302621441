// Known open-redirect bypasses for return targets: each tries to make a same-site path check pass while a browser
// lands on FOREIGN_HOST, or to run script. tests/unit/site-path.test.ts checks the rule (src/lib/site-path.ts) on
// each; tests/e2e/xss.spec.ts has Chromium open every entry page with each as `target`.

/** The host every bypass tries to reach. */
export const FOREIGN_HOST = "evil.example";

const H = FOREIGN_HOST;

/** Scheme-relative addresses, in every slash spelling browsers accept. */
const SCHEME_RELATIVE = [
  `//${H}`,
  `//${H}/path`,
  `///${H}`,
  `////${H}`,
  `/\\${H}`,
  `\\\\${H}`,
  `\\/${H}`,
  `/\\/${H}`,
  `//\\${H}`,
  ` //${H}`,
  `\t//${H}`,
  `//${H}:80`,
  `//${H}%2F..`,
];

/** Dot segments a parser removes, leaving two slashes at the start of the path (the audit's finding). */
const DOT_SEGMENTS = [
  `/.//${H}`,
  `/./\\${H}`,
  `/..//${H}`,
  `/a/..//${H}`,
  `/a/../\\${H}`,
  `/././/${H}`,
  `/%2e//${H}`,
  `/%2E/\\${H}`,
  `/%2e%2e//${H}`,
  `/.%2e//${H}`,
  `/discussions/../..//${H}`,
];

/** Percent-encoded and double-encoded slashes and backslashes. */
const ENCODED = [
  `%2F%2F${H}`,
  `/%2F${H}`,
  `/%2F/${H}`,
  `%2F.%2F%2F${H}`,
  `%252F%252F${H}`,
  `/%252F%252F${H}`,
  `/%5C${H}`,
  `/%5C%5C${H}`,
  `%5C%5C${H}`,
  `/%09/${H}`,
  `/%0d%0a/${H}`,
];

/** Tabs and newlines browsers delete anywhere in an address, and other control characters. */
const CONTROL_CHARACTERS = [
  `/\t/${H}`,
  `/\n/${H}`,
  `/\r\n/${H}`,
  `/\u0000/${H}`,
  `/\u000b/${H}`,
  `ht\ttp://${H}`,
  `h\nttps://${H}`,
];

/** Absolute addresses, odd scheme spellings and user information. */
const ABSOLUTE = [
  `https://${H}`,
  `http://${H}/`,
  `HTTPS://${H}`,
  `https:${H}`,
  `https:/${H}`,
  `https:\\\\${H}`,
  `http:/\\${H}`,
  `//site.invalid@${H}`,
  `https://site.invalid@${H}/`,
  `//user:pass@${H}`,
  `//${H}\\@site.invalid`,
  `//${H}#@site.invalid`,
  `//${H}?@site.invalid`,
  `/@${H}`,
  `ftp://${H}`,
  `//2130706433`,
  `//0x7f.0.0.1`,
];

/** Look-alike characters: fullwidth and other solidi, fullwidth letters, ideographic full stop. */
const UNICODE = [
  `／／${H}`,
  `/／${H}`,
  `＼＼${H}`,
  `/＼${H}`,
  `//ｅｖｉｌ.example`,
  `//evil。example`,
  `/\u2215\u2215${H}`,
  `/\u2044${H}`,
  `\u3000//${H}`,
  `\ufeff//${H}`,
  `//${H}\u2025`,
];

/** Script and data schemes. */
const SCRIPT_SCHEMES = [
  "javascript:alert(document.domain)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
  "javascript://%0aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  `/javascript:alert(1)`,
];

/** Back to an entry page, which would only say "You are signed in". */
const ENTRY_PAGES = [`/entry/signin?target=//${H}`, `/entry/signout?target=%2F.%2F%2F${H}`, "/entry"];

export const REDIRECT_CORPUS: readonly string[] = [
  ...SCHEME_RELATIVE,
  ...DOT_SEGMENTS,
  ...ENCODED,
  ...CONTROL_CHARACTERS,
  ...ABSOLUTE,
  ...UNICODE,
  ...SCRIPT_SCHEMES,
  ...ENTRY_PAGES,
];

/** Targets that must survive the rule unchanged: real paths of the site. */
export const SAME_SITE_TARGETS: readonly string[] = [
  "/discussions",
  "/discussions?page=2#top",
  "/categories/general",
  "/discussion/1/welcome?sort=-hot",
  "/search?query=a%20b",
];
