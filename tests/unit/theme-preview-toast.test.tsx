// The theme preview toast (spec 001 §4.8) through the whole client app with fetch mocked: shown at the top of any page
// while the page state names a preview (and nowhere else); Apply sets the current theme, Restore (a revision's
// preview) patches the theme with it; both then end the preview, as Cancel does; after success the page loads the
// preview's redirect, or the theme's revisions after a restore; a failure is said in the toast.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { QuorumState } from "../../src/client/state";
import { makeCustomTheme } from "../factories/themes";
import { type Call, mockApi, type Reply } from "./editor/pages/mock-api";
import { recordPageLoads, renderApp, writes } from "./theme-test-support";
import { axeViolations } from "./widget-axe";

type Preview = NonNullable<NonNullable<QuorumState["theme"]>["preview"]>;

function withPreview(preview: Preview | null): Partial<QuorumState> {
  return {
    theme: { themeID: "quorum", name: "Quorum", revisionID: null, logo: null, mobileLogo: null, preview },
  };
}

const THEME_PREVIEW: Preview = {
  themeID: "quorum-dark",
  revisionID: null,
  name: "Night",
  redirect: "/discussions",
};
const REVISION_PREVIEW: Preview = { themeID: 1, revisionID: 2, name: "Harbour", redirect: "/" };

function previewApi(fail?: (call: Call) => Reply | undefined) {
  return (call: Call): Reply | undefined => {
    const failure = fail?.(call);
    if (failure) return failure;
    if (call.path === "/api/v2/themes/current")
      return { status: 200, body: { ...makeCustomTheme(), current: true } };
    if (call.path === "/api/v2/themes/1" && call.method === "PATCH")
      return { status: 200, body: makeCustomTheme() };
    if (call.path === "/api/v2/themes/preview" && call.method === "DELETE") return { status: 204 };
    return undefined;
  };
}

const toast = async () => within(await screen.findByRole("region", { name: "Theme preview" }));

beforeAll(async () => {
  await import("../../src/client/theme-preview/ThemePreviewToast");
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the theme preview toast", () => {
  it("says which theme is previewed, and is absent without a preview", async () => {
    mockApi(previewApi());
    const { unmount } = renderApp("/discussions", withPreview(THEME_PREVIEW));
    const region = await toast();
    expect(region.getByRole("status").textContent).toBe("You are previewing the Night theme.");
    expect(region.getAllByRole("button").map((button) => button.textContent)).toEqual(["Apply", "Cancel"]);
    expect(await axeViolations(screen.getByRole("region", { name: "Theme preview" }))).toEqual([]);
    unmount();
    renderApp("/discussions", withPreview(null));
    await screen.findByRole("main");
    expect(screen.queryByRole("region", { name: "Theme preview" })).toBeNull();
  });

  it("applies the theme, ends the preview, then loads the preview's redirect", async () => {
    const user = userEvent.setup();
    const loads = recordPageLoads();
    const calls = mockApi(previewApi());
    renderApp("/", withPreview(THEME_PREVIEW));
    await user.click((await toast()).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(loads).toEqual(["/discussions"]));
    expect(writes(calls)).toEqual([
      { method: "PUT", path: "/api/v2/themes/current", body: { themeID: "quorum-dark" } },
      { method: "DELETE", path: "/api/v2/themes/preview", body: undefined },
    ]);
  });

  it("restores a previewed revision, then loads the theme's revisions", async () => {
    const user = userEvent.setup();
    const loads = recordPageLoads();
    const calls = mockApi(previewApi());
    renderApp("/", withPreview(REVISION_PREVIEW));
    const region = await toast();
    expect(region.queryByRole("button", { name: "Apply" })).toBeNull();
    await user.click(region.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(loads).toEqual(["/dashboard/themes/1/edit?tab=revisions"]));
    expect(writes(calls)).toEqual([
      { method: "PATCH", path: "/api/v2/themes/1", body: { revisionID: 2 } },
      { method: "DELETE", path: "/api/v2/themes/preview", body: undefined },
    ]);
  });

  it("cancels the preview, then loads the preview's redirect", async () => {
    const user = userEvent.setup();
    const loads = recordPageLoads();
    const calls = mockApi(previewApi());
    renderApp("/", withPreview(THEME_PREVIEW));
    await user.click((await toast()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(loads).toEqual(["/discussions"]));
    expect(writes(calls)).toEqual([{ method: "DELETE", path: "/api/v2/themes/preview", body: undefined }]);
  });

  it("says in the toast why it failed, and stays on the page", async () => {
    const user = userEvent.setup();
    const loads = recordPageLoads();
    const calls = mockApi(
      previewApi((call) =>
        call.path === "/api/v2/themes/current"
          ? { status: 409, body: { status: 409, message: "That theme was deleted." } }
          : undefined,
      ),
    );
    renderApp("/", withPreview(THEME_PREVIEW));
    const region = await toast();
    await user.click(region.getByRole("button", { name: "Apply" }));
    expect((await region.findByRole("alert")).textContent).toBe("That theme was deleted.");
    expect(loads).toEqual([]);
    // The preview stays on: nothing cleared it.
    expect(writes(calls).map((call) => call.method)).toEqual(["PUT"]);
    expect(region.getByRole("button", { name: "Apply" })).toHaveProperty("disabled", false);
  });
});
