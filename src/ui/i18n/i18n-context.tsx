// The interface language of everything rendered below (docs/reference/localisation.md): components ask `useT()`
// for the text of a key. Without a provider (stories, unit tests) the text is the English source, the key itself.
import { createContext, Fragment, type ReactNode, useContext } from "react";
import { createTranslator, type MessageValues, type Translator } from "../../lib/i18n/translator";

const ENGLISH = createTranslator({ locale: "en" });

const I18nContext = createContext<Translator>(ENGLISH);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** The page's translator: its locale, direction, `t` and `rich`. */
export function useI18n(): Translator {
  return useContext(I18nContext);
}

export type TranslateFn = (key: string, values?: MessageValues) => string;

/** `t(key, values)`: the text of a key in the page's language. */
export function useT(): TranslateFn {
  const translator = useContext(I18nContext);
  return translator.t;
}

/** The page's locale key ("en", "fr", "ar"…), for Intl formatting. */
export function useLocale(): string {
  return useContext(I18nContext).locale;
}

type RichValue = string | number | Date | null | undefined | ((chunks: ReactNode[]) => ReactNode);

/**
 * A message with tags, rendered: `<RichMessage id="<link>Sign in</link> to reply." values={{ link: (chunks) =>
 * <a href="/entry/signin">{chunks}</a> }} />`.
 */
export function RichMessage({ id, values }: { id: string; values: Record<string, RichValue> }) {
  const translator = useContext(I18nContext);
  const parts = translator.rich<ReactNode>(id, values);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one message never reorder: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
