// The Storybook Language toolbar (docs/reference/localisation.md): stories render through the same catalogues the
// server sends pages, in the chosen locale, with the document's lang and dir set, so designers review French and
// right-to-left variants; stories pin one with `globals: { locale: "ar" }`.
import type { Decorator } from "@storybook/react-vite";
import { useLayoutEffect, useMemo } from "react";
import { INTERFACE_LOCALES, SOURCE_LOCALE } from "../../src/lib/i18n/locales";
import { type CompiledMessages, createTranslator } from "../../src/lib/i18n/translator";
import { I18nProvider } from "../../src/ui/i18n/i18n-context";

export const LOCALE_GLOBAL = "locale";

const files = import.meta.glob<Record<string, string>>("../../src/lib/i18n/messages/*/*.json", {
  eager: true,
  import: "default",
});

/** A locale's messages, every area merged (the dashboard's too: stories show dashboard pages). */
function messagesOf(locale: string): CompiledMessages {
  const messages: CompiledMessages = {};
  for (const [file, content] of Object.entries(files)) {
    if (!file.includes(`/messages/${locale}/`)) continue;
    // A key two areas share keeps its first translation, as the server's catalogue does.
    for (const [key, text] of Object.entries(content)) if (text && !(key in messages)) messages[key] = text;
  }
  return messages;
}

export function localeFromGlobals(globals: Record<string, unknown>): string {
  const value = globals[LOCALE_GLOBAL];
  return typeof value === "string" && INTERFACE_LOCALES.some((locale) => locale.key === value)
    ? value
    : SOURCE_LOCALE;
}

export const withLocale: Decorator = (Story, context) => {
  const locale = localeFromGlobals(context.globals);
  const translator = useMemo(() => createTranslator({ locale, messages: messagesOf(locale) }), [locale]);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = translator.dir;
  }, [locale, translator]);
  return (
    <I18nProvider translator={translator}>
      <Story />
    </I18nProvider>
  );
};

export const LOCALE_TOOLBAR = {
  description: "The interface language (and direction) stories render in",
  toolbar: {
    title: "Language",
    icon: "globe",
    items: INTERFACE_LOCALES.map((locale) => ({ value: locale.key, title: locale.nativeName })),
    dynamicTitle: true,
  },
};
