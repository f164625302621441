// Server-side highlighting of fenced code with a language (```js): a small tokenizer per language family that
// wraps comments, strings, numbers, keywords and the like in <span class="hl-…">, styled by the client's CSS
// (src/client/editing/user-content.css). Every piece of text is escaped here, and the result still goes through
// the sanitizer, which lets through only span elements with hl-* classes. Unknown languages stay plain.
import { escapeHtml } from "./escape";

type TokenClass =
  | "comment"
  | "string"
  | "number"
  | "keyword"
  | "literal"
  | "tag"
  | "attr"
  | "builtin"
  | "variable";

interface Rule {
  className: TokenClass | "word" | null;
  pattern: RegExp;
}

interface Language {
  rules: Rule[];
  keywords: ReadonlySet<string>;
  literals: ReadonlySet<string>;
  builtins?: ReadonlySet<string>;
  caseInsensitive?: boolean;
}

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));
const rule = (className: Rule["className"], source: string, flags = ""): Rule => ({
  className,
  pattern: new RegExp(source, `y${flags}`),
});

const NUMBER = rule(
  "number",
  String.raw`\b(?:0[xX][\da-fA-F_]+|0[bB][01_]+|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?n?)\b`,
);
const WORD = rule("word", String.raw`[A-Za-z_$][\w$]*`);

const JAVASCRIPT: Language = {
  rules: [
    rule("comment", String.raw`\/\/[^\n]*`),
    rule("comment", String.raw`\/\*[\s\S]*?(?:\*\/|$)`),
    rule("string", String.raw`"(?:[^"\\\n]|\\.)*"?`),
    rule("string", String.raw`'(?:[^'\\\n]|\\.)*'?`),
    rule("string", String.raw`\x60(?:[^\x60\\]|\\[\s\S])*\x60?`),
    NUMBER,
    WORD,
  ],
  keywords:
    words(`async await break case catch class const continue debugger default delete do else export extends
    finally for from function if import in instanceof let new of return static super switch this throw try typeof var
    void while with yield interface type enum implements private protected public readonly as satisfies keyof declare
    namespace abstract`),
  literals: words("true false null undefined NaN Infinity"),
  builtins: words(
    "console window document Math JSON Object Array String Number Promise Map Set Date Error Symbol",
  ),
};

const PYTHON: Language = {
  rules: [
    rule("comment", String.raw`#[^\n]*`),
    rule("string", String.raw`(?:[rRbBuUfF]{0,2})"""[\s\S]*?(?:"""|$)`),
    rule("string", String.raw`(?:[rRbBuUfF]{0,2})'''[\s\S]*?(?:'''|$)`),
    rule("string", String.raw`(?:[rRbBuUfF]{0,2})"(?:[^"\\\n]|\\.)*"?`),
    rule("string", String.raw`(?:[rRbBuUfF]{0,2})'(?:[^'\\\n]|\\.)*'?`),
    NUMBER,
    rule("attr", String.raw`@[A-Za-z_][\w.]*`),
    WORD,
  ],
  keywords:
    words(`and as assert async await break class continue def del elif else except finally for from global if
    import in is lambda nonlocal not or pass raise return try while with yield match case`),
  literals: words("True False None"),
  builtins: words(
    "print len range str int float list dict set tuple open super self isinstance enumerate zip map",
  ),
};

const JSON_LANGUAGE: Language = {
  rules: [
    rule("attr", String.raw`"(?:[^"\\\n]|\\.)*"(?=\s*:)`),
    rule("string", String.raw`"(?:[^"\\\n]|\\.)*"?`),
    rule("number", String.raw`-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?`),
    WORD,
  ],
  keywords: new Set(),
  literals: words("true false null"),
};

const CSS: Language = {
  rules: [
    rule("comment", String.raw`\/\*[\s\S]*?(?:\*\/|$)`),
    rule("string", String.raw`"(?:[^"\\\n]|\\.)*"?`),
    rule("string", String.raw`'(?:[^'\\\n]|\\.)*'?`),
    rule("keyword", String.raw`@[\w-]+`),
    // A property is a word before a colon (a pseudo-class such as a:hover reads as one too: a fair trade for a
    // pattern that never scans ahead).
    rule("attr", String.raw`[\w-]+(?=\s*:)`),
    rule("number", String.raw`-?\d*\.?\d+(?:px|em|rem|%|vh|vw|s|ms|deg|fr|ch)?\b`),
    rule("literal", String.raw`#[\da-fA-F]{3,8}\b`),
    rule("tag", String.raw`[.#][\w-]+`),
    rule(null, String.raw`[\w-]+`),
  ],
  keywords: words("important"),
  literals: new Set(),
};

const MARKUP: Language = {
  rules: [
    rule("comment", String.raw`<!--[\s\S]*?(?:-->|$)`),
    rule("tag", String.raw`<\/?[A-Za-z][\w:-]*|\/?>`),
    rule("attr", String.raw`[A-Za-z_:][\w:.-]*(?==)`),
    rule("string", `"[^"]*"?|'[^']*'?`),
    rule("literal", String.raw`&[#\w]+;`),
    rule(null, String.raw`[^<&"'=\s/>]+`),
  ],
  keywords: new Set(),
  literals: new Set(),
};

const SQL_LANGUAGE: Language = {
  rules: [
    rule("comment", String.raw`--[^\n]*`),
    rule("comment", String.raw`\/\*[\s\S]*?(?:\*\/|$)`),
    rule("string", `'(?:[^']|'')*'?`),
    rule("attr", `"(?:[^"]|"")*"?`),
    NUMBER,
    WORD,
  ],
  keywords:
    words(`select from where and or not insert into values update set delete create table index view drop alter
    add column primary key foreign references join left right inner outer full cross on as group by order having
    limit offset union all distinct case when then else end is in like ilike between exists returning with recursive
    default constraint unique check begin commit rollback asc desc`),
  literals: words("null true false"),
  builtins: words("count sum avg min max coalesce greatest least now lower upper"),
  caseInsensitive: true,
};

const SHELL: Language = {
  rules: [
    rule("comment", String.raw`#[^\n]*`),
    rule("string", String.raw`"(?:[^"\\]|\\[\s\S])*"?`),
    rule("string", `'[^']*'?`),
    rule("variable", String.raw`\$(?:\{[^}\n]*\}?|\w+|[@#?$!*-])`),
    NUMBER,
    rule("word", String.raw`[A-Za-z_][\w-]*`),
  ],
  keywords: words(
    "if then else elif fi for while until do done case esac in function return export local exit",
  ),
  literals: words("true false"),
  builtins: words("echo cd ls cat grep sed awk npm npx node git curl sudo mkdir rm cp mv chmod set"),
};

const LANGUAGES: Record<string, Language> = {
  javascript: JAVASCRIPT,
  js: JAVASCRIPT,
  jsx: JAVASCRIPT,
  mjs: JAVASCRIPT,
  typescript: JAVASCRIPT,
  ts: JAVASCRIPT,
  tsx: JAVASCRIPT,
  python: PYTHON,
  py: PYTHON,
  json: JSON_LANGUAGE,
  css: CSS,
  html: MARKUP,
  xml: MARKUP,
  svg: MARKUP,
  sql: SQL_LANGUAGE,
  bash: SHELL,
  sh: SHELL,
  shell: SHELL,
  zsh: SHELL,
};

/** Code longer than this is shown plain: highlighting is a nicety, not worth a slow page. */
export const MAX_HIGHLIGHT_LENGTH = 100_000;

function classOfWord(word: string, language: Language): TokenClass | null {
  const key = language.caseInsensitive ? word.toLowerCase() : word;
  if (language.keywords.has(key)) return "keyword";
  if (language.literals.has(key)) return "literal";
  if (language.builtins?.has(key)) return "builtin";
  return null;
}

/** The code as escaped HTML with highlight spans; null for an unknown language or too long a text. */
export function highlightCode(code: string, languageName: string): string | null {
  const language = LANGUAGES[languageName.toLowerCase()];
  if (!language || code.length > MAX_HIGHLIGHT_LENGTH) return null;
  let out = "";
  let plain = "";
  let position = 0;
  const flush = () => {
    out += escapeHtml(plain);
    plain = "";
  };
  while (position < code.length) {
    let matched = false;
    for (const { className, pattern } of language.rules) {
      pattern.lastIndex = position;
      const match = pattern.exec(code);
      if (!match || match[0].length === 0) continue;
      const text = match[0];
      const kind = className === "word" ? classOfWord(text, language) : className;
      if (kind === null) {
        plain += text;
      } else {
        flush();
        out += `<span class="hl-${kind}">${escapeHtml(text)}</span>`;
      }
      position += text.length;
      matched = true;
      break;
    }
    if (!matched) {
      plain += code[position];
      position += 1;
    }
  }
  flush();
  return out;
}
