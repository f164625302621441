// Mails in the recipient's language and direction (docs/reference/localisation.md): the HTML part's root names the
// language and its direction (English mails keep the bare root they always had), and the notification mail's quoted
// excerpt is ruled on the side lines start on.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailTranslator } from "../../src/server/mail/catalogue";
import { notificationMail } from "../../src/server/mail/notification-mail";
import type { Locale } from "../../src/types/generated/api/locale";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { mailsTo } from "./support/mail";

let t: TestApp;
let admin: string;
const EMAIL = "member@example.com";

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

function send(options: InjectOptions) {
  return t.app.inject(options);
}

async function resetMailHtml(locale?: string): Promise<string> {
  const response = await send({
    method: "POST",
    url: "/api/v2/users/request-password",
    headers: { ...XRW, ...(locale ? { "quorum-locale": locale } : {}) },
    payload: { email: EMAIL },
  });
  expect(response.statusCode, response.body).toBe(200);
  return mailsTo(t.mailDir, EMAIL).at(-1)?.html ?? "";
}

async function setArabic(enabled: boolean) {
  const all = json<Locale[]>(await get(t.app, "/api/v2/locales?enabled=false", admin));
  const arabic = all.find((locale) => locale.localeKey === "ar");
  const response = await send({
    method: "PATCH",
    url: `/api/v2/locales/${arabic?.localeID}`,
    headers: { ...XRW, cookie: admin },
    payload: { enabled },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("a mail's HTML root", () => {
  it("is bare in English, and names the language and its direction otherwise", async () => {
    expect(await resetMailHtml()).toMatch(/^<!doctype html><html><body style="/);
    expect(await resetMailHtml("fr")).toMatch(/^<!doctype html><html lang="fr" dir="ltr"><body style="/);
    await setArabic(true);
    try {
      expect(await resetMailHtml("ar")).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><body style="/);
    } finally {
      await setArabic(false);
    }
  });
});

describe("the notification mail's quoted excerpt", () => {
  const mail = (locale: string) =>
    notificationMail({
      to: "ana@example.com",
      siteTitle: "Forum",
      recipientName: "Ana",
      headline: "Bo commented",
      excerpt: "Hello",
      link: "https://forum.example/d/1",
      unsubscribeLink: "https://forum.example/unsubscribe/x",
      unsubscribeWhat: "emails",
      t: mailTranslator(locale),
    }).html;

  it("is ruled on the left in English, as always, and on the right in a right-to-left language", () => {
    const english = mail("en");
    expect(english).toContain(
      '<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc">',
    );
    expect(english.startsWith("<!doctype html><html><body")).toBe(true);
    const arabic = mail("ar");
    expect(arabic).toContain(
      '<blockquote style="margin:0 0 1em;padding-right:1em;border-right:3px solid #ccc">',
    );
    expect(arabic.startsWith('<!doctype html><html lang="ar" dir="rtl"><body')).toBe(true);
    // A language without texts is written in English, and marked so.
    expect(mail("de").startsWith("<!doctype html><html><body")).toBe(true);
  });
});
