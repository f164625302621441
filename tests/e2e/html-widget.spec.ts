// Custom HTML in Chromium (: "any script only inside a sandboxed iframe"): the author's scripts run, inside the
// widget's frame only. From there they cannot read or change the page, read the signed-in viewer's cookies or
// storage, or call the API; and the frame sizes itself to its content. The probe is set up as an admin would: a
// category layout holding a Custom HTML widget, applied to one category no other spec visits (Integrations).
import { expect } from "@playwright/test";
import {
  type AppliedCategoryLayout,
  applyCategoryLayout,
  categoryPageTemplate,
  signIn,
  test,
} from "./support";

const CATEGORY_NAME = "Integrations";
const CATEGORY_URLCODE = "integrations";
const PROBE_TITLE = "Sandbox probe";

// Each attempt writes what happened into the frame; the inline script in the HTML tries the page directly.
const PROBE_HTML = `<p id="result">waiting</p><script>try{parent.document.body.textContent="SCRIPT ESCAPED"}catch(e){}</script>`;
const PROBE_SCRIPT = `
var out = ["ran"];
try { parent.document.title; out.push("page: reachable"); } catch (e) { out.push("page: blocked"); }
try { out.push(document.cookie.indexOf("quorum_session") >= 0 ? "cookie: readable" : "cookie: empty"); } catch (e) { out.push("cookie: blocked"); }
try { localStorage.length; out.push("storage: reachable"); } catch (e) { out.push("storage: blocked"); }
fetch("/api/v2/users/me").then(function () { return "api: answered"; }, function () { return "api: blocked"; })
  .then(function (api) { out.push(api); document.getElementById("result").textContent = out.join("; "); });
`;

const PROBE = { $hydrate: "react.html", name: PROBE_TITLE, html: PROBE_HTML, javascript: PROBE_SCRIPT };

let applied: AppliedCategoryLayout | undefined;

test.beforeAll(async ({ baseURL }) => {
  const template = categoryPageTemplate();
  applied = await applyCategoryLayout(baseURL ?? "", CATEGORY_NAME, {
    name: "Custom HTML sandbox probe",
    layout: [{ $hydrate: "react.section.1-column", children: [PROBE] }, ...template.layout],
    titleBar: template.titleBar,
  });
});

test.afterAll(async () => {
  await applied?.remove();
});

test("the widget's scripts run in its frame, and cannot reach the page, cookies, storage or the API", async ({
  page,
}) => {
  // A signed-in member: there is a session cookie the script must not read.
  await signIn(page.request, "member");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`/categories/${CATEGORY_URLCODE}`);
  const frame = page.frameLocator(`iframe[title="${PROBE_TITLE}"]`);
  await expect(frame.locator("#result")).toHaveText(
    "ran; page: blocked; cookie: blocked; storage: blocked; api: blocked",
  );
  await expect(page.locator("body")).not.toContainText("SCRIPT ESCAPED");
  await expect(page.getByRole("heading", { name: CATEGORY_NAME, level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a Custom HTML frame takes its content's height", async ({ page }) => {
  await page.goto("/community-guidelines");
  const iframe = page.locator('iframe[title="Guidelines"]');
  const frame = page.frameLocator('iframe[title="Guidelines"]');
  await expect(frame.getByRole("heading", { name: "Be kind, be helpful" })).toBeVisible();
  await expect(page.locator("[data-widget='html']")).not.toHaveAttribute("aria-busy", "true");
  const content = await frame
    .locator("body")
    .evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  expect(content).toBeGreaterThan(100);
  await expect.poll(async () => (await iframe.boundingBox())?.height).toBe(content);
});
