// A readable name for a session's device from its User-Agent: "Firefox on Windows", "Safari on iPhone". Only
// the common families; anything else shows as "Unknown browser" with the raw string left for the tooltip.
// Browser and system names are product names, the same in every language.
import type { TranslateFn } from "../../../ui/i18n/i18n-context";

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** The English source text with its placeholders filled, for callers without the page's translator. */
const sourceText: TranslateFn = (key, values) =>
  key.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );

export function deviceLabel(userAgent: string, t: TranslateFn = sourceText): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return t("{browser} on {system}", { browser, system });
  return browser ?? system ?? t("Unknown browser");
}
