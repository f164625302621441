// @vitest-environment node
// The notification emails' texts (src/server/mail/catalogue.ts, the mail area of src/lib/i18n/messages/,
// docs/reference/notifications.md#email): French is complete, every message compiles with the placeholders English
// uses, plurals follow the language, and a language without a catalogue gets English.
import { describe, expect, it } from "vitest";
import en from "../../src/lib/i18n/messages/en/mail.json";
import fr from "../../src/lib/i18n/messages/fr/mail.json";
import { NOTIFICATION_LANGUAGES } from "../../src/lib/notification-types";
import { english, MAIL_LOCALES, type MailMessageKey, mailTranslator } from "../../src/server/mail/catalogue";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe("mail catalogue", () => {
  it("has English and French, French with every English key and the same placeholders", () => {
    expect(MAIL_LOCALES.sort()).toEqual(["en", "fr"]);
    // The member's choice of language (NotificationLanguage) offers exactly these.
    expect(NOTIFICATION_LANGUAGES.map((language) => language.value).sort()).toEqual(MAIL_LOCALES);
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as MailMessageKey[]) {
      expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it("formats every message in both languages", () => {
    const values = {
      name: "Ana",
      link: "https://x",
      site: "Forum",
      what: "w",
      author: "Bo",
      discussion: "D",
      category: "C",
      count: 2,
      type: "t",
      email: "ana@example.com",
    };
    for (const locale of ["en", "fr"]) {
      const t = mailTranslator(locale);
      for (const key of Object.keys(en) as MailMessageKey[])
        expect(t(key, values), `${locale} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it("follows each language's plural rules", () => {
    expect(english("digest.subject", { count: 1 })).toBe("Your digest: 1 new discussion");
    expect(english("digest.subject", { count: 3 })).toBe("Your digest: 3 new discussions");
    const french = mailTranslator("fr");
    // French counts 0 and 1 as one.
    expect(french("digest.comments", { count: 0 })).toBe("0 commentaire");
    expect(french("digest.comments", { count: 2 })).toBe("2 commentaires");
  });

  it("answers English for a language it has no texts for", () => {
    expect(mailTranslator("de")("mail.greeting", { name: "Ana" })).toBe("Hi Ana,");
    expect(mailTranslator("fr")("mail.greeting", { name: "Ana" })).toBe("Bonjour Ana,");
  });
});
