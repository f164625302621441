// Issue 16, done when: /fr shows the interface in French (title bar, widgets, post page, dates), a right-to-left
// locale renders mirrored, an administrator translates a category and a banner title through the translator and a
// guest of the French section sees them, and a member translates a post through the LibreTranslate adapter against
// the loopback test server (tests/support/fake-translation-server.ts, started by the config).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { apiGet, flattenCategories, type ListedCategory, signIn, test, waitForHydration } from "./support";

// One after the other: the last test changes the French section's home, which the first reads.
test.describe.configure({ mode: "serial" });

const WRITE = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const MESSAGES = path.resolve(import.meta.dirname, "../../src/lib/i18n/messages");

/** The catalogue's text of a key in a locale (every area merged; a shared key keeps its first text, as pages do). */
function catalogue(locale: string): Record<string, string> {
  const dir = path.join(MESSAGES, locale);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const messages = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, string>;
    for (const [key, text] of Object.entries(messages)) if (text && !(key in merged)) merged[key] = text;
  }
  return merged;
}
const french = catalogue("fr");
const fr = (key: string) => {
  const text = french[key];
  if (!text) throw new Error(`No French for "${key}"`);
  return text;
};

async function adminContext(baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signIn(admin, "admin");
  return admin;
}

async function localeIDOf(admin: APIRequestContext, key: string): Promise<number> {
  const all = await apiGet<Array<{ localeID: number; localeKey: string }>>(admin, "/locales?enabled=false");
  const found = all.find((locale) => locale.localeKey === key);
  if (!found) throw new Error(`no ${key} locale`);
  return found.localeID;
}

test("the French section speaks French: title bar, widgets, the post page and its dates", async ({
  page,
}) => {
  await page.goto("/fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: fr("Sign In") }).first()).toBeVisible();
  await expect(banner.getByRole("link", { name: fr("Register") }).first()).toBeVisible();
  // A discussion of the section: its page, its counts and relative dates in French.
  const first = page.locator("main a[href*='/discussion/']").first();
  await first.click();
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("main time").first()).toHaveText(/il y a|à l’instant|à l'instant/);
});

test("a right-to-left locale mirrors the page", async ({ page, baseURL }) => {
  const admin = await adminContext(baseURL);
  const enabled = await admin.patch(`/api/v2/locales/${await localeIDOf(admin, "ar")}`, {
    headers: WRITE,
    data: { enabled: true },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  await admin.dispose();
  await page
    .context()
    .addCookies([{ name: "quorum_locale", value: "ar", url: baseURL ?? "http://127.0.0.1" }]);
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // The logo, at the start of the title bar, sits on the right.
  const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(logo && logo.x + logo.width / 2).toBeGreaterThan(width / 2);
});

test("a member reads a post in French through LibreTranslate", async ({ page, baseURL }) => {
  const admin = await adminContext(baseURL);
  const service = await admin.put("/api/v2/translation-services/libretranslate", {
    headers: WRITE,
    data: { url: process.env.QUORUM_E2E_TRANSLATION_URL },
  });
  expect(service.status(), await service.text()).toBe(200);
  const chosen = await admin.patch(`/api/v2/locales/${await localeIDOf(admin, "fr")}`, {
    headers: WRITE,
    data: { translationService: "libretranslate" },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const general = flattenCategories(await apiGet<ListedCategory[]>(admin, "/categories?limit=100")).find(
    (category) => (category as ListedCategory & { urlcode?: string }).urlcode === "general",
  );
  const posted = await admin.post("/api/v2/discussions", {
    headers: WRITE,
    data: {
      categoryID: general?.categoryID,
      name: "Hello world",
      body: "Thanks and welcome",
      format: "markdown",
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { discussionID } = (await posted.json()) as { discussionID: number };
  await admin.dispose();

  await signIn(page.request, "member");
  await page
    .context()
    .addCookies([{ name: "quorum_locale", value: "fr", url: baseURL ?? "http://127.0.0.1" }]);
  await page.goto(`/discussion/${discussionID}`);
  await waitForHydration(page);
  await page
    .getByRole("button", { name: fr("Translate") })
    .first()
    .click();
  const translation = page.getByRole("region", { name: fr("Translation") });
  await expect(translation).toContainText("Bonjour monde");
  await expect(translation).toContainText("Merci et bienvenue");
  await translation.getByRole("button", { name: fr("Show original") }).click();
  await expect(page.getByText("Thanks and welcome")).toBeVisible();
});

test("an administrator translates a category and a banner title; a guest of the French section sees them", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminContext(baseURL);
  // The French section's home: a banner whose title is the author's own text, and the categories.
  const created = await admin.post("/api/v2/layouts", {
    headers: WRITE,
    data: {
      name: "French home with a banner",
      layoutViewType: "subcommunityHome",
      layout: [
        {
          $hydrate: "react.section.full-width",
          children: [
            {
              $hydrate: "react.app-banner",
              titleType: "static",
              title: "Welcome to our community",
              showTitle: true,
            },
          ],
        },
        { $hydrate: "react.section.1-column", children: [{ $hydrate: "react.categories" }] },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { layoutID } = (await created.json()) as { layoutID: number };
  const applied = await admin.put(`/api/v2/layouts/${layoutID}/views`, {
    headers: WRITE,
    data: [{ recordType: "siteSection", recordID: 1 }],
  });
  expect(applied.status(), await applied.text()).toBeLessThan(300);
  await admin.dispose();

  await signIn(page.request, "admin");
  await page
    .context()
    .addCookies([{ name: "quorum_locale", value: "en", url: baseURL ?? "http://127.0.0.1" }]);

  // The category, from its page.
  await page.goto("/categories/general");
  await waitForHydration(page);
  await page.getByRole("button", { name: 'Translate "General Discussion"' }).click();
  const categoryDialog = page.getByRole("dialog", { name: 'Translate "General Discussion"' });
  await categoryDialog.getByLabel("General Discussion", { exact: true }).fill("Discussions générales");
  await categoryDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Success! Translations saved.").first()).toBeVisible();
  await categoryDialog.getByRole("button", { name: "Close" }).first().click();

  // The banner title, from the layout editor's widget settings.
  await page.goto(`/dashboard/layouts/subcommunityHome/${layoutID}/edit`);
  const canvas = page.getByRole("region", { name: "Canvas" });
  await canvas.locator("[data-editor-id]").first().click();
  const translate = page.getByRole("button", { name: /^Translate "/ });
  await translate.click();
  const bannerDialog = page.getByRole("dialog", { name: /^Translate "/ });
  await bannerDialog
    .getByLabel("Welcome to our community", { exact: true })
    .fill("Bienvenue dans notre communauté");
  await bannerDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Success! Translations saved.").first()).toBeVisible();

  // A guest of the French section reads both.
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto("/fr");
  await expect(guestPage.getByRole("heading", { name: "Bienvenue dans notre communauté" })).toBeVisible();
  await expect(guestPage.getByText("Discussions générales").first()).toBeVisible();
  await guest.close();
});
