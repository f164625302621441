// Looks up and formats interface messages (docs/reference/localisation.md). Keys are the English source text in ICU
// MessageFormat ("{count, plural, one {# comment} other {# comments}}"), so English needs no catalogue to render and a
// missing translation reads as English. Formatting is FormatJS's intl-messageformat; the browser build ships it
// without its parser, so the server sends every message that has ICU syntax already parsed (see compile.ts).
import { IntlMessageFormat } from "intl-messageformat";
import { SOURCE_LOCALE, textDirection } from "./locales";

/** A message as sent to a renderer: plain text, or ICU MessageFormat parsed by the server. */
export type CompiledMessage = ConstructorParameters<typeof IntlMessageFormat>[0];
export type CompiledMessages = Record<string, CompiledMessage>;

export type MessageValue = string | number | boolean | Date | null | undefined;
export type MessageValues = Record<string, MessageValue>;

export interface Translator {
  readonly locale: string;
  readonly dir: "ltr" | "rtl";
  /** The message of `key` in this locale (English when it has none), with `values` put in. */
  t(key: string, values?: MessageValues): string;
  /** Like t, for messages with tags (`<link>terms</link>`): a tag's function gets its content. */
  rich<Part>(
    key: string,
    values: Record<string, MessageValue | ((chunks: Array<string | Part>) => Part)>,
  ): Array<string | Part>;
  /**
   * A text that may be a catalogue key (a widget's default title an admin may have changed): its translation when
   * the catalogue has one, else the text itself, never formatted.
   */
  text(value: string): string;
  /** Whether the catalogue holds a key (the dashboard's messages arrive later). */
  has(key: string): boolean;
  /** Adds messages loaded later (the dashboard's, fetched when it opens). */
  extend(messages: CompiledMessages): void;
}

/** Text without ICU syntax is its own message: no parsing needed. */
export function isPlainMessage(text: string): boolean {
  return !/[{}<>]/.test(text);
}

export interface TranslatorOptions {
  locale: string;
  messages?: CompiledMessages;
}

/**
 * English source texts outside the catalogue, parsed once for every translator (a server builds one per page, and
 * a list page formats the same few messages hundreds of times). Bounded, since some texts are built at run time (a
 * rule's message): past the bound the cache starts again.
 */
const sourceFormats = new Map<string, IntlMessageFormat>();
const SOURCE_FORMATS_BOUND = 2000;

function sourceFormat(text: string): IntlMessageFormat {
  let format = sourceFormats.get(text);
  if (!format) {
    format = new IntlMessageFormat(text, SOURCE_LOCALE);
    if (sourceFormats.size >= SOURCE_FORMATS_BOUND) sourceFormats.clear();
    sourceFormats.set(text, format);
  }
  return format;
}

export function createTranslator({ locale, messages = {} }: TranslatorOptions): Translator {
  // No prototype: a text such as "constructor" must not read as a catalogue key.
  const table: CompiledMessages = Object.assign(Object.create(null), messages);
  const formats = new Map<string, IntlMessageFormat>();

  function formatter(key: string): IntlMessageFormat | string {
    const message = table[key];
    // A message the table lacks is English source text: format it with English rules.
    if (message === undefined) return isPlainMessage(key) ? key : sourceFormat(key);
    if (typeof message === "string" && isPlainMessage(message)) return message;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, locale);
      formats.set(key, format);
    }
    return format;
  }

  function run<Result>(key: string, apply: (format: IntlMessageFormat) => Result, fallback: Result): Result {
    try {
      const format = formatter(key);
      return typeof format === "string" ? fallback : apply(format);
    } catch (error) {
      // A malformed message or missing value must not break a page: show the source text instead.
      console.warn(`Message "${key}" could not be formatted.`, error);
      return fallback;
    }
  }

  return {
    locale,
    dir: textDirection(locale),
    t(key, values) {
      const plain = table[key] ?? key;
      return run(key, (format) => String(format.format(values)), typeof plain === "string" ? plain : key);
    },
    rich(key, values) {
      const plain = table[key] ?? key;
      return run(
        key,
        (format) => {
          const result = format.format(values);
          return Array.isArray(result) ? result : [result];
        },
        [typeof plain === "string" ? plain : key],
      );
    },
    text(value) {
      if (!(value in table)) return value;
      const message = table[value];
      return typeof message === "string" && isPlainMessage(message)
        ? message
        : run(value, (f) => String(f.format()), value);
    },
    has(key) {
      return key in table;
    },
    extend(more) {
      Object.assign(table, more);
      for (const key of Object.keys(more)) formats.delete(key);
    },
  };
}
