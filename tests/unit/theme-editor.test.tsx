// /dashboard/themes/:id/edit through the whole client app with fetch mocked: the contrast check (Save off while a pair
// fails, the pair named with its ratio, at its field too), invalid colours, a save (a new revision) and the server's
// field errors at their fields, the unsaved variables written into the framed pages, and the Revisions tab (restore,
// preview). Also: an unknown theme opens with empty assets, not an error.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Theme } from "../../src/client/api/themes";
import { makeCustomTheme, makeThemeRevisions } from "../factories/themes";
import { type Call, mockApi, type Reply } from "./editor/pages/mock-api";
import { inMain, recordPageLoads, renderApp, writes } from "./theme-test-support";
import { axeViolations } from "./widget-axe";

const PATH = "/dashboard/themes/1/edit";

function editorApi(write?: (call: Call) => Reply | undefined) {
  let theme: Theme = makeCustomTheme();
  return (call: Call): Reply | undefined => {
    if (call.method !== "GET") {
      const special = write?.(call);
      if (special) return special;
    }
    if (call.path === "/api/v2/themes/1" && call.method === "GET") return { status: 200, body: theme };
    if (call.path === "/api/v2/themes/1/revisions") return { status: 200, body: makeThemeRevisions() };
    if (call.path === "/api/v2/themes/1" && call.method === "PATCH") {
      const body = call.body as { name: string; variables: Theme["assets"]["variables"] };
      theme = { ...theme, name: body.name, revisionID: 4, assets: { variables: body.variables } };
      return { status: 200, body: theme };
    }
    return undefined;
  };
}

const saveButton = (main: ReturnType<typeof within>) => main.getByRole("button", { name: "Save" });

/** Types a colour into a field of the form (its text box, labelled by the field's label). */
async function setColor(main: ReturnType<typeof within>, label: string, value: string) {
  const input = main.getByRole("textbox", { name: label });
  fireEvent.change(input, { target: { value } });
  return input;
}

beforeAll(async () => {
  await import("../../src/client/pages/dashboard-themes/ThemeEditorRoute");
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the theme editor", () => {
  it("opens the theme with every pair passing and nothing to save", async () => {
    mockApi(editorApi());
    renderApp(PATH);
    const main = await inMain();
    expect(await main.findByRole("heading", { level: 1, name: "Edit theme: Harbour" })).toBeTruthy();
    expect(main.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Harbour");
    expect(main.getByText("Every pair reaches 4.5:1.")).toBeTruthy();
    expect(saveButton(main)).toHaveProperty("disabled", true);
    expect(main.getByRole("textbox", { name: "Primary colour" })).toHaveProperty("value", "#0b5e6b");
    // An empty field shows the default theme's value it falls back to.
    expect(main.getByRole("textbox", { name: "Page background" }).getAttribute("placeholder")).toBe(
      "#ffffff",
    );
    // The form's side (axe cannot reach into jsdom's frames, which load nothing).
    expect(await axeViolations(main.getByRole("tabpanel"))).toEqual([]);
  });

  it("turns Save off while a pair fails, naming the pair, and on again once fixed", async () => {
    const user = userEvent.setup();
    mockApi(editorApi());
    renderApp(PATH);
    const main = await inMain();
    await main.findByRole("heading", { level: 1, name: "Edit theme: Harbour" });
    // The Buttons group starts closed.
    await user.click(main.getByRole("button", { name: "Buttons" }));
    const field = await setColor(main, "Button text", "#7aa7b0");
    const save = saveButton(main);
    expect(save).toHaveProperty("disabled", true);
    // The reason is shown, and read with the button.
    expect(main.getByText("Saving is off while 1 pair fails the contrast check.")).toBeTruthy();
    expect(document.getElementById(save.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Saving is off while 1 pair fails the contrast check.",
    );
    const failing = main.getByRole("list", { name: "Failing pairs" });
    expect(within(failing).getByText(/^Button text on button: \d\.\d+:1, needs 4\.5:1$/)).toBeTruthy();
    expect(main.getByText("1 pair is too close to read.")).toBeTruthy();
    // The field says it too.
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await setColor(main, "Button text", "#ffffff");
    expect(saveButton(main)).toHaveProperty("disabled", false);
    expect(main.queryByRole("list", { name: "Failing pairs" })).toBeNull();
    await user.click(saveButton(main));
    expect(await screen.findByText("Harbour saved: a new revision.")).toBeTruthy();
  });

  it("says 'Invalid color detected' at a field that holds no colour", async () => {
    mockApi(editorApi());
    renderApp(PATH);
    const main = await inMain();
    await main.findByRole("heading", { level: 1, name: "Edit theme: Harbour" });
    await setColor(main, "Borders", "not-a-colour");
    expect(main.getByText("Invalid color detected")).toBeTruthy();
    expect(main.getByText("Saving is off while 1 colour is invalid.")).toBeTruthy();
    expect(saveButton(main)).toHaveProperty("disabled", true);
  });

  it("saves the name and variables as a new revision, and shows the server's field errors at their fields", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = mockApi(
      editorApi((call) => {
        if (call.method !== "PATCH" || !refuse) return undefined;
        refuse = false;
        return {
          status: 422,
          body: {
            status: 422,
            message: "These colours are too close to read: Links on page background.",
            errors: {
              "variables.colors.primary": [
                {
                  field: "variables.colors.primary",
                  code: "contrast",
                  message: "Links on page background: 2.1:1, needs 4.5:1",
                },
              ],
            },
          },
        };
      }),
    );
    renderApp(PATH);
    const main = await inMain();
    await main.findByRole("heading", { level: 1, name: "Edit theme: Harbour" });
    await setColor(main, "Danger", "#a11");
    await user.click(saveButton(main));
    expect(await main.findByText("Links on page background: 2.1:1, needs 4.5:1")).toBeTruthy();
    expect(main.getByRole("textbox", { name: "Primary colour" }).getAttribute("aria-invalid")).toBe("true");
    expect(main.getByText("These colours are too close to read: Links on page background.")).toBeTruthy();
    await user.click(saveButton(main));
    expect(await screen.findByText("Harbour saved: a new revision.")).toBeTruthy();
    const patches = writes(calls).filter((call) => call.method === "PATCH");
    expect(patches).toHaveLength(2);
    expect(patches[1]?.body).toEqual({
      name: "Harbour",
      variables: {
        ...makeCustomTheme().assets.variables,
        colors: { primary: "#0b5e6b", primaryHover: "#084a54", danger: "#a11" },
      },
    });
    expect(saveButton(main)).toHaveProperty("disabled", true);
  });

  it("writes the unsaved variables into both framed pages", async () => {
    // jsdom loads no page into a frame: each frame gets a blank same-origin document of its own, as a loaded page.
    const documents = new WeakMap<HTMLIFrameElement, Document>();
    vi.spyOn(HTMLIFrameElement.prototype, "contentDocument", "get").mockImplementation(function (
      this: HTMLIFrameElement,
    ) {
      const framed = documents.get(this) ?? document.implementation.createHTMLDocument("page");
      documents.set(this, framed);
      return framed;
    });
    mockApi(editorApi());
    renderApp(PATH);
    const main = await inMain();
    await main.findByRole("heading", { level: 1, name: "Edit theme: Harbour" });
    const desktop = main.getByTitle("Home with this theme, Desktop") as HTMLIFrameElement;
    const mobile = main.getByTitle("Home with this theme, Mobile") as HTMLIFrameElement;
    fireEvent.load(desktop);
    fireEvent.load(mobile);
    const rootOf = (frame: HTMLIFrameElement) => frame.contentDocument?.documentElement.style;
    expect(rootOf(desktop)?.getPropertyValue("--color-primary")).toBe("#0b5e6b");
    await setColor(main, "Primary colour", "#123456");
    await waitFor(() => expect(rootOf(desktop)?.getPropertyValue("--color-primary")).toBe("#123456"));
    expect(rootOf(mobile)?.getPropertyValue("--color-primary")).toBe("#123456");
    // Variables the theme leaves out are the default theme's.
    expect(rootOf(mobile)?.getPropertyValue("--color-bg")).toBe("#ffffff");
  });

  it("restores a revision from the Revisions tab and takes its variables", async () => {
    const user = userEvent.setup();
    const restored = makeCustomTheme({
      revisionID: 2,
      assets: { variables: { colors: { primary: "#334155" } } },
    });
    const calls = mockApi(
      editorApi((call) =>
        call.method === "PATCH" && (call.body as { revisionID?: number }).revisionID === 2
          ? { status: 200, body: restored }
          : undefined,
      ),
    );
    renderApp(`${PATH}?tab=revisions`);
    const main = await inMain();
    const list = await main.findByRole("list", { name: "Revisions, newest first" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("span")?.textContent)).toEqual([
      "Revision 3",
      "Revision 2",
      "Revision 1",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("In use")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole("button", { name: "Restore revision 3" })).toBeNull();
    await user.click(main.getByRole("button", { name: "Restore revision 2" }));
    expect(await main.findByText("Revision 2 restored.")).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: "PATCH", path: "/api/v2/themes/1", body: { revisionID: 2 } }]);
    await user.click(main.getByRole("tab", { name: "Style" }));
    expect(main.getByRole("textbox", { name: "Primary colour" })).toHaveProperty("value", "#334155");
    expect(saveButton(main)).toHaveProperty("disabled", true);
  });

  it("previews a revision on the live site", async () => {
    const user = userEvent.setup();
    const loads = recordPageLoads();
    const calls = mockApi(
      editorApi((call) =>
        call.path === "/api/v2/themes/preview"
          ? { status: 200, body: { themeID: 1, revisionID: 2, name: "Harbour", redirect: "/" } }
          : undefined,
      ),
    );
    renderApp(`${PATH}?tab=revisions`);
    const main = await inMain();
    await user.click(await main.findByRole("button", { name: "Preview revision 2" }));
    await waitFor(() => expect(loads).toEqual(["/"]));
    expect(writes(calls)).toEqual([
      { method: "PUT", path: "/api/v2/themes/preview", body: { themeID: 1, revisionID: 2 } },
    ]);
  });

  it("opens a theme the server does not know with empty assets, not an error", async () => {
    mockApi(() => undefined);
    renderApp("/dashboard/themes/99/edit");
    const main = await inMain();
    expect(await main.findByText("There is no such theme: its assets are empty.")).toBeTruthy();
    expect(main.getByRole("textbox", { name: "Primary colour" })).toHaveProperty("value", "");
  });
});
