// /dashboard/themes through the whole client app with fetch mocked: the cards (shipped and created, the current one
// marked, a deleted one with Restore deleted only), and each action's call — Preview (then the page load of its
// redirect), Apply (after confirming), Create from this theme (a name, then the editor), Delete and Restore deleted.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Theme } from "../../src/client/api/themes";
import { makeCustomTheme, makeThemes } from "../factories/themes";
import { type Call, mockApi, type Reply } from "./editor/pages/mock-api";
import { inMain, recordPageLoads, renderApp, writes } from "./theme-test-support";

const PATH = "/dashboard/themes";

function themesApi(write?: (call: Call) => Reply | undefined) {
  return (call: Call): Reply | undefined => {
    if (call.method !== "GET") {
      const special = write?.(call);
      if (special) return special;
    }
    if (call.path === "/api/v2/themes" && call.method === "GET") return { status: 200, body: makeThemes() };
    return undefined;
  };
}

const card = async (name: string) => {
  const main = await inMain();
  return within(await main.findByRole("listitem", { name }));
};

beforeAll(async () => {
  await import("../../src/client/pages/dashboard-themes/ThemesRoute");
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/dashboard/themes", () => {
  it("shows every theme as a card, the current one marked, with its actions", async () => {
    mockApi(themesApi());
    renderApp(PATH);
    const main = await inMain();
    expect(await main.findByRole("heading", { level: 1, name: "Themes" })).toBeTruthy();
    const quorum = await card("Quorum");
    expect(quorum.getByText("Current theme")).toBeTruthy();
    expect(
      quorum.getByRole("img", { name: /^Main colours of Quorum: #ffffff, #1c2330, #1a5fb4/ }),
    ).toBeTruthy();
    // The current theme is neither applied again nor deleted; shipped themes are not edited.
    expect(quorum.queryByRole("button", { name: "Apply Quorum" })).toBeNull();
    expect(quorum.queryByRole("link", { name: "Edit Quorum" })).toBeNull();
    const harbour = await card("Harbour");
    expect(harbour.getByRole("link", { name: "Edit Harbour" }).getAttribute("href")).toBe(
      "/dashboard/themes/1/edit",
    );
    expect(harbour.getByRole("button", { name: "Delete Harbour" })).toBeTruthy();
    const sunset = await card("Sunset");
    expect(sunset.getByText("Deleted")).toBeTruthy();
    expect(sunset.getAllByRole("button").map((button) => button.textContent)).toEqual(["Restore deleted"]);
  });

  it("previews a theme, then loads the page its preview names", async () => {
    const user = userEvent.setup();
    const loads = recordPageLoads();
    const calls = mockApi(
      themesApi((call) =>
        call.path === "/api/v2/themes/preview"
          ? { status: 200, body: { themeID: "quorum-dark", revisionID: null, name: "Night", redirect: "/" } }
          : undefined,
      ),
    );
    renderApp(PATH);
    await user.click((await card("Night")).getByRole("button", { name: "Preview Night" }));
    await waitFor(() => expect(loads).toEqual(["/"]));
    expect(writes(calls)).toEqual([
      { method: "PUT", path: "/api/v2/themes/preview", body: { themeID: "quorum-dark" } },
    ]);
  });

  it("applies a theme once confirmed", async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      themesApi((call) =>
        call.path === "/api/v2/themes/current"
          ? { status: 200, body: { ...makeCustomTheme(), current: true } }
          : undefined,
      ),
    );
    renderApp(PATH);
    await user.click((await card("Harbour")).getByRole("button", { name: "Apply Harbour" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply Harbour?" });
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Harbour is now the site's theme.")).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: "PUT", path: "/api/v2/themes/current", body: { themeID: 1 } }]);
  });

  it("creates a theme from a shipped one and opens it in the editor", async () => {
    const user = userEvent.setup();
    const created: Theme = makeCustomTheme({
      themeID: 7,
      themeKey: "7",
      name: "Night for us",
      parentThemeKey: "quorum-dark",
    });
    const calls = mockApi((call) => {
      if (call.path === "/api/v2/themes" && call.method === "POST") return { status: 201, body: created };
      if (call.path === "/api/v2/themes/7") return { status: 200, body: created };
      return themesApi()(call);
    });
    renderApp(PATH);
    await user.click((await card("Night")).getByRole("button", { name: "Create from this theme: Night" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a theme from Night" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    expect(name).toHaveProperty("value", "Night copy");
    await user.clear(name);
    await user.type(name, "Night for us");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Edit theme: Night for us" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe("/dashboard/themes/7/edit");
    expect(writes(calls)).toEqual([
      {
        method: "POST",
        path: "/api/v2/themes",
        body: { name: "Night for us", parentThemeKey: "quorum-dark" },
      },
    ]);
  });

  it("deletes a created theme once confirmed, and restores a deleted one", async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      themesApi((call) => {
        if (call.method === "DELETE" && call.path === "/api/v2/themes/1") return { status: 204 };
        if (call.method === "PATCH" && call.path === "/api/v2/themes/2")
          return { status: 200, body: makeCustomTheme({ themeID: 2, themeKey: "2", name: "Sunset" }) };
        return undefined;
      }),
    );
    renderApp(PATH);
    await user.click((await card("Harbour")).getByRole("button", { name: "Delete Harbour" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Harbour?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Harbour deleted. You can restore it from this page.")).toBeTruthy();
    await user.click((await card("Sunset")).getByRole("button", { name: "Restore deleted theme Sunset" }));
    expect(await screen.findByText("Sunset restored.")).toBeTruthy();
    expect(writes(calls)).toEqual([
      { method: "DELETE", path: "/api/v2/themes/1", body: undefined },
      { method: "PATCH", path: "/api/v2/themes/2", body: { deleted: false } },
    ]);
  });

  it("says why an action failed", async () => {
    const user = userEvent.setup();
    mockApi(
      themesApi(() => ({ status: 409, body: { status: 409, message: "Shipped themes cannot be changed." } })),
    );
    renderApp(PATH);
    await user.click((await card("Night")).getByRole("button", { name: "Preview Night" }));
    expect(await screen.findByText("Shipped themes cannot be changed.")).toBeTruthy();
  });
});
