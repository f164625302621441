// Helpers shared by the e2e specs: the `test` every spec uses (its pages wait for hydration), API calls as a guest or
// a signed-in demo user, and the home layout's per-device nodes.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request,
} from "@playwright/test";

/**
 * Waits until the client has hydrated a server-rendered page (main.tsx sets `<html data-hydrated>`). Before that the
 * page shows its server HTML and a click has no handler yet, so a test that clicks at once fails on a slow machine
 * (docs/reference/server-rendering.md). Pages that are not Quorum's (feeds, frame pages) are left alone.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator("script#__QUORUM_STATE__").count()) === 0) return;
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
}

/** Makes `goto` and `reload` of a page resolve only once the page they load has hydrated. */
export function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async <T>(response: T): Promise<T> => {
    await waitForHydration(page);
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
}

/**
 * Playwright's `test` whose pages wait for hydration after navigating (unless JavaScript is off), those of contexts
 * a test opens itself (`browser.newContext()`: a second viewer) too; a guest page clicked before hydrating was the
 * suite's most common flake.
 */
export const test = base.extend<{ context: BrowserContext; hydratingContexts: undefined }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on("page", waitForHydrationOnNavigation);
    await use(context);
  },
  hydratingContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        if (options?.javaScriptEnabled !== false) opened.on("page", waitForHydrationOnNavigation);
        return opened;
      };
      await use(undefined);
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});

export const DEMO_PASSWORD = process.env.QUORUM_DEMO_PASSWORD ?? "quorum-demo";
const JSON_HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

export interface ListedDiscussion {
  discussionID: number;
  name: string;
  categoryID: number;
}

export interface ListedCategory {
  categoryID: number;
  name: string;
  children?: ListedCategory[];
}

export async function apiGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(`/api/v2${url}`, { headers: JSON_HEADERS });
  if (!response.ok()) throw new Error(`GET ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post("/api/v2/authenticate/password", {
    headers: JSON_HEADERS,
    data: { username, password: DEMO_PASSWORD },
  });
  if (!response.ok())
    throw new Error(`Sign-in as ${username} failed: ${response.status()} ${await response.text()}`);
}

export function flattenCategories(categories: ListedCategory[]): ListedCategory[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children ?? [])]);
}

export interface DeviceNode {
  device: string;
  title: string;
}

/** Nodes of layouts/home.json shown on one device only, with their titles (what the page shows of them). */
export function homeDeviceNodes(): DeviceNode[] {
  const home = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../layouts/home.json"), "utf8"));
  const found: DeviceNode[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const node = value as Record<string, unknown>;
    const device = (node.$middleware as { visibility?: { device?: string } } | undefined)?.visibility?.device;
    if (device && device !== "all" && typeof node.title === "string")
      found.push({ device, title: node.title });
    for (const child of Object.values(node)) visit(child);
  };
  visit(home.layout);
  return found;
}

const WRITE_HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

/** The default category page template (layouts/discussionCategoryPage.json), to start a test layout from. */
export function categoryPageTemplate(): {
  layoutViewType: string;
  layout: unknown[];
  titleBar: Record<string, unknown>;
} {
  return JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../layouts/discussionCategoryPage.json"), "utf8"),
  );
}

export interface AppliedCategoryLayout {
  /** The administrator's request context, signed in. */
  admin: APIRequestContext;
  /** An API write as the administrator; throws on a failure status. */
  send<T>(method: "post" | "put" | "delete", url: string, data?: unknown): Promise<T>;
  /** Takes the layout off the category and deletes it, then signs the administrator out. */
  remove(): Promise<void>;
}

/**
 * Sets a page up as an administrator would: saves a category page layout and applies it to one demo category (each
 * spec picks a category no other spec visits, since a record has one layout per view type).
 */
export async function applyCategoryLayout(
  baseURL: string,
  categoryName: string,
  layout: { name: string; layout: unknown[]; titleBar: Record<string, unknown> },
): Promise<AppliedCategoryLayout> {
  const admin = await request.newContext({ baseURL });
  await signIn(admin, "admin");
  const send = async <T>(method: "post" | "put" | "delete", url: string, data?: unknown): Promise<T> => {
    const response = await admin[method](`/api/v2${url}`, { headers: WRITE_HEADERS, data });
    if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
  const { layoutID } = await send<{ layoutID: number }>("post", "/layouts", {
    ...layout,
    layoutViewType: "discussionCategoryPage",
  });
  const categories = flattenCategories(await apiGet<ListedCategory[]>(admin, "/categories?maxDepth=5"));
  const category = categories.find((c) => c.name === categoryName);
  if (!category) throw new Error(`the demo has no ${categoryName} category`);
  await send("put", `/layouts/${layoutID}/views`, [
    { recordType: "category", recordID: category.categoryID },
  ]);
  return {
    admin,
    send,
    async remove() {
      await send("delete", `/layouts/${layoutID}/views`);
      await send("delete", `/layouts/${layoutID}`);
      await admin.dispose();
    },
  };
}
