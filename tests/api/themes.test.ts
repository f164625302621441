// Themes (docs/reference/themes.md): shipped themes listed, a created theme saved as revisions and restored, the
// colour and contrast checks refusing a save with the failing pair named, the current theme on every page as a
// server-rendered <style> (guests included, through the guest cache), and a preview seen only by the admin who
// asked for it.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Theme } from "../../src/types/generated/api/theme";
import type { ThemePreview } from "../../src/types/generated/api/theme-preview";
import type { ThemeRevision } from "../../src/types/generated/api/theme-revision";
import { createTestApp, signIn, type TestApp, XRW } from "./support/app";
import { pagesPlugin } from "./support/guest-cache";

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ guestCache: { pollMs: 100 }, extraPlugins: [pagesPlugin] });
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

function send(method: InjectOptions["method"], url: string, payload?: unknown, cookie = admin) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...XRW, cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
  });
}

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

function themeStyle(response: LightMyRequestResponse): string {
  return /<style id="quorum-theme">([^<]*)<\/style>/.exec(response.body)?.[1] ?? "";
}

function pageTheme(response: LightMyRequestResponse): { name: string; preview: ThemePreview | null } {
  const text = /<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s.exec(
    response.body,
  )?.[1];
  return JSON.parse(text ?? "{}").theme;
}

async function createTheme(name: string, parentThemeKey = "quorum", variables?: object): Promise<Theme> {
  const response = await send("POST", "/themes", {
    name,
    parentThemeKey,
    ...(variables ? { variables } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Theme>();
}

describe("the theme list", () => {
  it("lists the shipped themes first, a dark one among them, the default current", async () => {
    const themes = (await send("GET", "/themes")).json<Theme[]>();
    const shipped = themes.filter((theme) => theme.type === "shipped");
    expect(shipped.map((theme) => theme.themeKey)).toEqual([
      "quorum",
      "quorum-dark",
      "quorum-high-contrast",
      "quorum-forest",
    ]);
    expect(shipped.find((theme) => theme.current)?.themeKey).toBe("quorum");
    expect(shipped.some((theme) => theme.assets.variables.colorScheme === "dark")).toBe(true);
  });

  it("answers 404 for a theme that does not exist, and 400 for a key that cannot be one", async () => {
    expect((await send("GET", "/themes/nothing-here")).statusCode).toBe(404);
    expect((await send("GET", "/themes/999")).json<ErrorBody>().message).toBe("Theme not found.");
    expect((await send("GET", "/themes/Bad%20Key")).statusCode).toBe(400);
  });

  it("lets anyone read the current theme but only managers the others", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v2/themes/current" })).statusCode).toBe(200);
    expect((await send("GET", "/themes/quorum-dark", undefined, member)).statusCode).toBe(403);
  });
});

describe("a created theme", () => {
  it("copies its parent's variables, and every save is a revision that can be restored", async () => {
    const theme = await createTheme("Ocean", "quorum-forest");
    expect(theme.parentThemeKey).toBe("quorum-forest");
    expect(theme.assets.variables.colors?.primary).toBe("#2d6a4f");

    const saved = await send("PATCH", `/themes/${theme.themeID}`, {
      name: "Ocean 2",
      variables: {
        ...theme.assets.variables,
        colors: { ...theme.assets.variables.colors, primary: "#0b4f6c" },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Theme>().assets.variables.colors?.primary).toBe("#0b4f6c");

    const revisions = (await send("GET", `/themes/${theme.themeID}/revisions`)).json<ThemeRevision[]>();
    expect(revisions.map((revision) => revision.name)).toEqual(["Ocean 2", "Ocean"]);
    expect(revisions[0]?.active).toBe(true);
    expect(revisions[1]?.insertUser.name).toBe("admin");

    const older = revisions[1]?.revisionID;
    const atOlder = (await send("GET", `/themes/${theme.themeID}?revisionID=${older}`)).json<Theme>();
    expect(atOlder.assets.variables.colors?.primary).toBe("#2d6a4f");

    const restored = await send("PATCH", `/themes/${theme.themeID}`, { revisionID: older });
    expect(restored.json<Theme>()).toMatchObject({ name: "Ocean", revisionID: older });
    expect(restored.json<Theme>().assets.variables.colors?.primary).toBe("#2d6a4f");
  });

  it("refuses an invalid colour with 'Invalid color detected' at the field, and saves nothing", async () => {
    const theme = await createTheme("Broken");
    const response = await send("PATCH", `/themes/${theme.themeID}`, {
      variables: { colors: { primary: "#12" } },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe("Invalid color detected");
    expect(body.errors?.["variables.colors.primary"]?.[0]?.code).toBe("invalidColor");
    expect((await send("GET", `/themes/${theme.themeID}/revisions`)).json<unknown[]>()).toHaveLength(1);
  });

  it("refuses text and background pairs below WCAG AA, naming the pair and the ratio", async () => {
    const response = await send("POST", "/themes", {
      name: "Pale",
      parentThemeKey: "quorum",
      variables: { buttons: { background: "#7fb2e5", foreground: "#ffffff" } },
    });
    expect(response.statusCode).toBe(422);
    const error = response.json<ErrorBody>().errors?.["variables.buttons.foreground"]?.[0];
    expect(error?.code).toBe("contrast");
    expect(error?.message).toMatch(/^Button text on button: 2\.\d\d:1, needs 4\.5:1$/);
  });

  it("names the pair in the reader's language", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/themes",
      headers: { ...XRW, cookie: admin, "quorum-locale": "fr" },
      payload: { name: "Pâle", parentThemeKey: "quorum", variables: { banner: { foreground: "#1a4a8a" } } },
    });
    expect(response.statusCode).toBe(422);
    const message = response.json<ErrorBody>().errors?.["variables.banner.foreground"]?.[0]?.message ?? "";
    expect(message).not.toMatch(/Banner text/);
    expect(message).toMatch(/4,5|4\.5/);
  });

  it("keeps shipped themes read-only and the current theme undeletable; a deleted theme comes back", async () => {
    expect((await send("PATCH", "/themes/quorum", { name: "Mine" })).statusCode).toBe(409);
    expect((await send("DELETE", "/themes/quorum-dark")).statusCode).toBe(409);
    const theme = await createTheme("Short-lived");
    const applied = await send("PUT", "/themes/current", { themeID: theme.themeID });
    expect(applied.json<Theme>().current, applied.body).toBe(true);
    expect((await send("DELETE", `/themes/${theme.themeID}`)).statusCode).toBe(409);
    await send("PUT", "/themes/current", { themeID: "quorum" });
    expect((await send("DELETE", `/themes/${theme.themeID}`)).statusCode).toBe(204);
    const listed = (await send("GET", "/themes"))
      .json<Theme[]>()
      .find((row) => row.themeID === theme.themeID);
    expect(listed?.dateDeleted).not.toBeNull();
    expect((await send("PUT", "/themes/current", { themeID: theme.themeID })).statusCode).toBe(404);
    const back = await send("PATCH", `/themes/${theme.themeID}`, { deleted: false });
    expect(back.json<Theme>().dateDeleted).toBeNull();
  });

  it("refuses bodies the schema does not allow", async () => {
    expect((await send("POST", "/themes", { name: "", parentThemeKey: "quorum" })).statusCode).toBe(400);
    expect(
      (await send("POST", "/themes", { name: "X", parentThemeKey: "quorum", variables: { x: 1 } }))
        .statusCode,
    ).toBe(400);
    expect((await send("PATCH", "/themes/quorum", {})).statusCode).toBe(400);
    expect((await send("PATCH", "/themes/quorum", { deleted: true })).statusCode).toBe(400);
  });
});

describe("pages", () => {
  it("carry the current theme as a server-rendered style, for guests too, and follow a change at once", async () => {
    expect(themeStyle(await page("/"))).toContain("--color-primary:#1a5fb4");
    await page("/"); // a guest cache entry now exists
    expect((await send("PUT", "/themes/current", { themeID: "quorum-dark" })).statusCode).toBe(200);
    const dark = await page("/");
    expect(themeStyle(dark)).toContain("--color-bg:#0f141c");
    expect(themeStyle(dark)).toContain("color-scheme:dark");
    expect(pageTheme(dark).name).toBe("Night");
    await send("PUT", "/themes/current", { themeID: "quorum" });
  });

  it("show a preview to the admin who asked for it, and to nobody else", async () => {
    const theme = await createTheme("Preview me", "quorum-high-contrast");
    const response = await send("PUT", "/themes/preview", { themeID: theme.themeID });
    expect(response.json<ThemePreview>()).toEqual({
      themeID: theme.themeID,
      revisionID: null,
      name: "Preview me",
      redirect: "/",
    });
    const cookie = response.cookies.find((c) => c.name === "quorum_theme_preview");
    expect(cookie?.httpOnly).toBe(true);
    const withPreview = `${admin}; quorum_theme_preview=${cookie?.value}`;
    const previewed = await page("/", withPreview);
    expect(pageTheme(previewed).preview).toMatchObject({ themeID: theme.themeID, name: "Preview me" });
    expect(themeStyle(previewed)).toContain("--color-fg:#000000");

    // The same cookie means nothing to a member or a guest.
    const memberPage = await page("/", `${member}; quorum_theme_preview=${cookie?.value}`);
    expect(pageTheme(memberPage).preview).toBeNull();
    expect(themeStyle(memberPage)).toContain("--color-primary:#1a5fb4");

    const cleared = await send("DELETE", "/themes/preview", undefined, withPreview);
    expect(cleared.statusCode).toBe(204);
    expect(cleared.cookies.find((c) => c.name === "quorum_theme_preview")?.value).toBe("");
  });

  it("previews an older revision", async () => {
    const theme = await createTheme("Two revisions");
    await send("PATCH", `/themes/${theme.themeID}`, { variables: { layout: { contentWidth: 1000 } } });
    const response = await send("PUT", "/themes/preview", {
      themeID: theme.themeID,
      revisionID: theme.revisionID,
    });
    expect(response.json<ThemePreview>().revisionID).toBe(theme.revisionID);
    const value = response.cookies.find((c) => c.name === "quorum_theme_preview")?.value;
    const previewed = await page("/", `${admin}; quorum_theme_preview=${value}`);
    expect(themeStyle(previewed)).toContain("--width-content:1200px");
    expect(themeStyle(await page("/", admin))).toContain("--width-content:1200px");
    expect(
      (await send("PUT", "/themes/preview", { themeID: theme.themeID, revisionID: 99999 })).statusCode,
    ).toBe(404);
  });
});
