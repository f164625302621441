// The Translate control (spec 001 §6: site.manage): nothing for viewers without site.manage (and no locale list
// asked for), nothing with a single enabled locale; otherwise a button named after what it translates that loads and
// opens the translator, focus moving into it and back to the button when it closes.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../src/client/api/locales";
import { myPermissionsQuery } from "../../../src/client/api/users";
import { categoryTranslationProperties } from "../../../src/client/translator/properties";
import { TranslateButton } from "../../../src/client/translator/TranslateButton";
import type { Permissions } from "../../../src/types/generated/api/permissions";
import { makePermissionsRecord } from "../../factories/permission-records";
import { mockApi } from "../editor/pages/mock-api";
import { axeViolations } from "../widget-axe";

const locale = (localeID: number, localeKey: string, name: string): Locale => ({
  localeID,
  localeKey,
  displayNames: { en: name },
  enabled: true,
  interface: true,
  dir: "ltr",
  translationService: null,
});
const EN = locale(1, "en", "English");
const FR = locale(2, "fr", "French");

const PROPERTIES = categoryTranslationProperties({ categoryID: 4, name: "General", description: "" });

/** A member who holds site.manage without being an administrator. */
const SITE_MANAGER: Permissions = {
  ...makePermissionsRecord("member"),
  permissions: [{ type: "global", permissions: { "session.valid": true, "site.manage": true } }],
};

function renderButton(permissions: Permissions, locales: Locale[]) {
  const calls = mockApi((call) => {
    if (call.path === "/api/v2/locales") return { status: 200, body: locales };
    if (call.path === "/api/v2/translations/site") return { status: 200, body: [] };
    return undefined;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myPermissionsQuery().queryKey, permissions);
  const view = render(
    <QueryClientProvider client={client}>
      <p>Categories</p>
      <TranslateButton properties={PROPERTIES} label="General" />
    </QueryClientProvider>,
  );
  return { ...view, calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the Translate button", () => {
  it("renders nothing for a viewer without site.manage, and asks for no locales", async () => {
    const { container, calls } = renderButton(makePermissionsRecord("moderator"), [EN, FR]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector("button")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("renders nothing with a single enabled locale", async () => {
    const { container, calls } = renderButton(makePermissionsRecord("administrator"), [EN]);
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(["/api/v2/locales"]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector("button")).toBeNull();
  });

  it("shows to a site manager who is not an administrator", async () => {
    renderButton(SITE_MANAGER, [EN, FR]);
    expect(await screen.findByRole("button", { name: 'Translate "General"' })).toBeTruthy();
  });

  it("opens the translator (focus inside), and closing gives focus back to the button", async () => {
    const user = userEvent.setup();
    renderButton(makePermissionsRecord("administrator"), [EN, FR]);
    const button = await screen.findByRole("button", { name: 'Translate "General"' });
    expect(button.textContent).toBe("Translate");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: 'Translate "General"' });
    const select = await screen.findByRole("combobox", { name: "Translate into" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(select);
    await screen.findByRole("textbox", { name: "General" });
    expect(await axeViolations(document.body)).toEqual([]);
    // Tab reaches every control and stays inside the dialog.
    const reached = new Set<Element | null>();
    for (let step = 0; step < 8; step++) {
      await user.tab();
      reached.add(document.activeElement);
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(reached.has(screen.getByRole("textbox", { name: "General" }))).toBe(true);
    expect(reached.has(screen.getByRole("button", { name: "Cancel" }))).toBe(true);
    expect(reached.has(screen.getByRole("button", { name: "Close" }))).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("closing with edits asks first; after Continue the page scrolls again and the button has focus", async () => {
    const user = userEvent.setup();
    renderButton(makePermissionsRecord("administrator"), [EN, FR]);
    const button = await screen.findByRole("button", { name: 'Translate "General"' });
    await user.click(button);
    await user.type(await screen.findByRole("textbox", { name: "General" }), "Général");
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    const question = await screen.findByRole("dialog", { name: "Unsaved Changes" });
    await user.click(within(question).getByRole("button", { name: "Continue" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
    expect(document.activeElement).toBe(button);
  });
});
