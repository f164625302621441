// The catalogue check (docs/reference/localisation.md#the-catalogue-check): no interface text bypasses the message
// catalogue, every key code uses is in the English catalogue, every catalogue parses, French is complete, and no
// locale holds a key English lacks.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { INTERFACE_ROOTS, scanMessages } from "../../scripts/i18n/scan-messages";
import { INTERFACE_LOCALES } from "../../src/lib/i18n/locales";

const MESSAGES = path.resolve("src/lib/i18n/messages");

function catalogue(locale: string): Map<string, { area: string; text: string }> {
  const entries = new Map<string, { area: string; text: string }>();
  const dir = path.join(MESSAGES, locale);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const messages = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;
    for (const [key, text] of Object.entries(messages)) {
      expect(typeof text, `${locale}/${file}: ${key}`).toBe("string");
      entries.set(key, { area: file.slice(0, -5), text: String(text) });
    }
  }
  return entries;
}

const scan = scanMessages(INTERFACE_ROOTS);
const english = catalogue("en");

describe("the interface text", () => {
  it("goes through the catalogue everywhere (no literal left)", () => {
    const listing = scan.literals.map(
      (finding) => `${finding.file}:${finding.line} ${finding.kind} ${finding.text}`,
    );
    expect(listing).toEqual([]);
  });

  it("uses only keys the English catalogue has", () => {
    const missing = scan.keys
      .filter((used) => !english.has(used.key))
      .map((used) => `${used.file}:${used.line} ${JSON.stringify(used.key)}`);
    expect(missing).toEqual([]);
  });
});

describe.each(INTERFACE_LOCALES.map((locale) => locale.key))("the %s catalogue", (locale) => {
  const messages = catalogue(locale);

  it("parses as ICU MessageFormat, message by message", () => {
    const broken: string[] = [];
    for (const [key, { area, text }] of messages) {
      try {
        parse(text);
      } catch (error) {
        broken.push(`${area}: ${key} → ${String(error)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("holds no key English lacks", () => {
    expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("keeps each message's placeholders", () => {
    const argumentsOf = (text: string) =>
      [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
    const changed = [...messages]
      .filter(([key, { text }]) => {
        const own = new Set(argumentsOf(text));
        return argumentsOf(english.get(key)?.text ?? key).some((name) => !own.has(name));
      })
      .map(([key]) => key);
    expect(changed).toEqual([]);
  });
});

it("has every English message in French", () => {
  const french = catalogue("fr");
  expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
});

it("leaves part of Arabic untranslated on purpose (the fallback is exercised)", () => {
  const arabic = catalogue("ar");
  expect(arabic.size).toBeGreaterThan(0);
  expect(arabic.size).toBeLessThan(english.size);
});
