// Issue 11 item 13 in Chromium: the pages run under their nonce Content-Security-Policy with no violation at all
// (home, a discussion, sign-in, a custom page with Custom HTML, the layout editor with its JSON view, the embed demo),
// Custom HTML scripts still run in their own frame page, and script injected into a page without the nonce is
// blocked. Violations are collected from every frame: securitypolicyviolation events and the console's CSP errors.
import { expect, type Page } from "@playwright/test";
import { signIn, test } from "./support";

const HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

interface Recorded {
  violations: string[];
}

/** Records every CSP violation of the page and its frames, from the moment each document starts. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const recorded = globalThis as unknown as Recorded;
    recorded.violations = [];
    document.addEventListener(
      "securitypolicyviolation",
      (event) => recorded.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      true,
    );
  });
  return found;
}

/** The main frame's recorded violation events together with the console's (which cover every frame). */
async function violationsOf(page: Page, logged: string[]): Promise<string[]> {
  const events = await page.evaluate(() => (globalThis as unknown as Recorded).violations);
  return [...events.map((event) => `event: ${event}`), ...logged];
}

test.describe("issue 11 item 13: no security headers on HTML pages", () => {
  test("guest pages load under the policy with no violation", async ({ page }) => {
    // Five pages, each until its network is idle (Start Here is the heaviest page of the site).
    test.setTimeout(120_000);
    const logged = await watchViolations(page);
    const pages: Array<[string, () => Promise<void>]> = [
      ["/", () => expect(page.locator("main")).toBeVisible()],
      ["/discussion/1", () => expect(page.locator("main h1")).toBeVisible()],
      ["/entry/signin", () => expect(page.getByRole("button", { name: "Sign In" }).first()).toBeVisible()],
      [
        "/community-guidelines",
        () =>
          expect(
            page
              .frameLocator('iframe[title="Guidelines"]')
              .getByRole("heading", { name: "Be kind, be helpful" }),
          ).toBeVisible(),
      ],
      ["/start-here", () => expect(page.locator("main")).toBeVisible()],
    ];
    for (const [url, loaded] of pages) {
      const response = await page.goto(url);
      expect(response?.headers()["content-security-policy"], url).toContain("script-src 'self' 'nonce-");
      await loaded();
      await page.waitForLoadState("networkidle");
      expect(await violationsOf(page, logged), url).toEqual([]);
    }
  });

  test("the embed demo frames the forum under the policy with no violation", async ({ page }) => {
    const logged = await watchViolations(page);
    await page.goto("/embed-demo");
    // The demo's own (nonce) script hears the framed forum.
    await expect(page.locator("#embed-path")).toHaveText("/");
    await page.waitForLoadState("networkidle");
    expect(await violationsOf(page, logged)).toEqual([]);
  });

  test("a Custom HTML frame runs its author's inline scripts and handlers, in its own frame page", async ({
    page,
  }) => {
    const logged = await watchViolations(page);
    await page.goto("/community-guidelines");
    const iframe = page.locator('iframe[title="Guidelines"]');
    await expect(iframe).toHaveAttribute("src", "/html-widget-frame.html");
    // The element can carry its src before its frame has left about:blank: wait for the frame page itself.
    const frame = await (await iframe.elementHandle())?.contentFrame();
    if (!frame) throw new Error("no Custom HTML frame");
    await frame.waitForURL(/\/html-widget-frame\.html$/);
    await expect(frame.getByRole("heading", { name: "Be kind, be helpful" })).toBeVisible();
    // An inline handler and an inline script, as an author writes them, run in the frame (its origin is opaque).
    const ran = await frame.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.inline = 'ran'";
      document.body.append(script);
      const button = document.createElement("button");
      button.setAttribute("onclick", "document.body.dataset.handler = 'ran'");
      document.body.append(button);
      button.click();
      return { ...document.body.dataset, origin: self.origin };
    });
    expect(ran).toEqual({ inline: "ran", handler: "ran", origin: "null" });
    // Images from the forum itself (uploads under /media) are allowed in the frame, though its origin is opaque.
    const image = await frame.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective));
          const img = document.createElement("img");
          img.src = `${location.origin}/media/no-such-upload.png`;
          img.onerror = () => setTimeout(() => resolve("requested"), 200);
          document.body.append(img);
        }),
    );
    expect(image).toBe("requested");
    expect(await violationsOf(page, logged)).toEqual([]);
  });

  test("script injected into a page without the nonce is blocked and reported", async ({ page }) => {
    const logged = await watchViolations(page);
    await page.goto("/");
    await expect(page.locator("main")).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const flags = globalThis as unknown as Record<string, unknown>;
      const script = document.createElement("script");
      script.textContent = "window.__injectedScript = true";
      document.body.append(script);
      const holder = document.createElement("div");
      holder.innerHTML = `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="window.__injectedHandler = true">`;
      document.body.append(holder);
      const link = document.createElement("a");
      link.href = "javascript:window.__injectedUrl = true";
      document.body.append(link);
      link.click();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return [flags.__injectedScript, flags.__injectedHandler, flags.__injectedUrl];
    });
    expect(outcome).toEqual([undefined, undefined, undefined]);
    const reported = await violationsOf(page, logged);
    expect(reported.some((line) => line.startsWith("event: script-src-elem inline"))).toBe(true);
    expect(reported.some((line) => line.startsWith("event: script-src-attr inline"))).toBe(true);
  });

  test("a srcdoc frame would inherit the page's policy: why Custom HTML loads a frame page of its own", async ({
    page,
  }) => {
    const logged = await watchViolations(page);
    await page.goto("/");
    await expect(page.locator("main")).toBeVisible();
    const heard = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          window.addEventListener("message", (event) => resolve(String(event.data)));
          const frame = document.createElement("iframe");
          frame.sandbox.add("allow-scripts");
          frame.srcdoc = "<script>parent.postMessage('ran', '*')</script>";
          frame.onload = () => setTimeout(() => resolve("silent"), 300);
          document.body.append(frame);
        }),
    );
    expect(heard).toBe("silent");
    // Chromium logs the frame's blocked script against the page's nonce policy.
    expect(logged.some((line) => /inline script violates .*script-src 'self' 'nonce-/.test(line))).toBe(true);
  });

  test("the layout editor and its JSON view run with no violation", async ({ page }) => {
    const logged = await watchViolations(page);
    await signIn(page.request, "admin");
    const created = await page.request.post("/api/v2/layouts", {
      headers: HEADERS,
      data: { name: "CSP check", layoutViewType: "home", layout: [] },
    });
    expect(created.status()).toBe(201);
    const { layoutID } = (await created.json()) as { layoutID: number };
    try {
      await page.goto(`/dashboard/layouts/home/${layoutID}/edit`);
      // The editor's chunks are the largest of the site: give them time on a busy machine.
      await expect(page.getByRole("region", { name: "Canvas" })).toBeVisible({ timeout: 20_000 });
      // CodeMirror inserts its theme as <style> elements: style-src keeps 'unsafe-inline' for it.
      await page.getByRole("tab", { name: "JSON" }).click();
      await expect(page.getByRole("textbox", { name: "Layout JSON" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await violationsOf(page, logged)).toEqual([]);
    } finally {
      await page.request.delete(`/api/v2/layouts/${layoutID}`, { headers: HEADERS });
    }
  });
});
