// The English text of a message key, for pure helpers that take the reader's `t` as an optional last argument and
// write English without it (the server's defaults, tests).
import { createTranslator, type Translator } from "./i18n/translator";

export type Translate = Translator["t"];

export const englishText: Translate = createTranslator({ locale: "en" }).t;
