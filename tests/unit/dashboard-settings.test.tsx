// The settings pages generated from the config schema (/dashboard/settings/posting…) and the Addons page, through the
// whole client app with fetch mocked: fields labelled from the schema, Save sending only what changed (word lists as
// lists), a refusal's errors at their fields, the success toast; addons switched at once, put back when refused.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import {
  buildSettingsForm,
  changedValues,
  fromFormValue,
  groupKeys,
  problemsOf,
  toFormValue,
} from "../../src/client/pages/dashboard-settings/settings-form";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { Addon } from "../../src/types/generated/api/addon";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import { type Call, mockApi, type Reply } from "./editor/pages/mock-api";
import { axeViolations } from "./widget-axe";

const ADMIN: CurrentUser = { ...GUEST_USER, userID: 1, name: "admin", roleIDs: [16], emailConfirmed: true };
const identity = (key: string) => key;

const POSTING = {
  "posting.editContentTimeout": 3600,
  "posting.newAccountDays": 7,
  "posting.newAccountCommentSeconds": 5,
  "posting.newAccountDiscussionSeconds": 15,
  "upload.maxSize": 5242880,
  "upload.allowedExtensions": ["gif", "png"],
  "signatures.hideMobile": false,
  "signatures.imageMaxHeight": 0,
};

const ADDONS: Addon[] = [
  {
    addonID: "qna",
    type: "addon",
    name: "Q&A",
    description: "Questions, their answers and accepted answers.",
    enabled: true,
    configKey: "addons.qna.enabled",
  },
  {
    addonID: "signatures",
    type: "addon",
    name: "Signatures",
    description: "A signature per member, shown under their posts.",
    enabled: false,
    configKey: "signatures.enabled",
  },
];

function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser: ADMIN, status: 200 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

const inMain = async () => within(await screen.findByRole("main"));
const patches = (calls: Call[]) => calls.filter((call) => call.method === "PATCH");

beforeAll(async () => {
  await import("../../src/client/pages/dashboard-settings/SettingsRoute");
  await import("../../src/client/pages/dashboard-settings/AddonsRoute");
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the settings form", () => {
  it("groups a page's keys by section and carries values both ways, word lists as text", () => {
    const form = buildSettingsForm("posting", identity);
    const keys = groupKeys("posting");
    expect(keys).toContain("upload.allowedExtensions");
    expect(keys).not.toContain("signatures.enabled");
    const value = toFormValue(form, POSTING);
    const path = form.pathOf.get("upload.allowedExtensions") ?? "";
    const [section = "", field = ""] = path.split(".");
    expect((value[section] as Record<string, unknown>)[field]).toBe("gif, png");
    (value[section] as Record<string, unknown>)[field] = "gif png,  webp";
    const back = fromFormValue(form, value);
    expect(back["upload.allowedExtensions"]).toEqual(["gif", "png", "webp"]);
    expect(changedValues(back, POSTING)).toEqual({ "upload.allowedExtensions": ["gif", "png", "webp"] });
    const problems = problemsOf(form, "f", { "upload.maxSize": [{ message: "Too big." }] });
    expect(problems).toEqual([
      {
        editorID: "f",
        pointer: "",
        field: form.pathOf.get("upload.maxSize"),
        code: "invalid",
        message: "Too big.",
      },
    ]);
  });

  it("leaves the keys other pages own out of every page", () => {
    const shown = (["site", "posting", "registration", "features"] as const).flatMap(groupKeys);
    for (const key of [
      "navigation.items",
      "addons.qna.enabled",
      "emails.enabled",
      "notifications.defaults.Reply.email",
    ])
      expect(shown).not.toContain(key);
  });
});

describe("/dashboard/settings/posting", () => {
  function api(patch?: (call: Call) => Reply): (call: Call) => Reply | undefined {
    return (call) => {
      if (call.path !== "/api/v2/config") return undefined;
      if (call.method === "PATCH") return patch?.(call) ?? { status: 200, body: call.body };
      return { status: 200, body: POSTING };
    };
  }

  it("shows the values under their labels and saves what changed", async () => {
    const user = userEvent.setup();
    const calls = mockApi(api());
    const { container } = renderAt("/dashboard/settings/posting");
    const main = await inMain();
    const window = await main.findByRole("spinbutton", { name: "Edit window" });
    expect(window).toHaveProperty("value", "3600");
    expect(main.getByRole("heading", { level: 1, name: "Posting Settings" })).toBeTruthy();
    const extensions = main.getByRole("textbox", { name: "Allowed file extensions" });
    expect(extensions).toHaveProperty("value", "gif, png");
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(extensions);
    await user.type(extensions, "gif, png, webp");
    await user.click(main.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(patches(calls).map((call) => call.body)).toEqual([
        { "upload.allowedExtensions": ["gif", "png", "webp"] },
      ]),
    );
    expect(await screen.findByText("Settings saved.")).toBeTruthy();
  });

  it("shows a refusal's errors at their fields", async () => {
    const user = userEvent.setup();
    mockApi(
      api(() => ({
        status: 400,
        body: {
          message: "posting.newAccountDays must be less than or equal to 3650.",
          status: 400,
          errors: {
            "posting.newAccountDays": [
              {
                field: "posting.newAccountDays",
                code: "maximum",
                message: "posting.newAccountDays must be less than or equal to 3650.",
              },
            ],
          },
        },
      })),
    );
    renderAt("/dashboard/settings/posting");
    const main = await inMain();
    const days = await main.findByRole("spinbutton", { name: "New account period" });
    await user.clear(days);
    await user.type(days, "30");
    await user.click(main.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(days.getAttribute("aria-invalid")).toBe("true"));
    expect(main.getByText("posting.newAccountDays must be less than or equal to 3650.")).toBeTruthy();
  });
});

describe("/dashboard/settings/addons", () => {
  it("switches an addon at once, and puts it back with a toast when the server refuses", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = mockApi((call) => {
      if (call.path === "/api/v2/addons") return { status: 200, body: ADDONS };
      if (call.path === "/api/v2/addons/qna" && call.method === "PATCH") {
        if (refuse) return { status: 500, body: { message: "Something has gone wrong.", status: 500 } };
        return { status: 200, body: { ...ADDONS[0], enabled: false } };
      }
      return undefined;
    });
    const { container } = renderAt("/dashboard/settings/addons");
    const main = await inMain();
    const qna = await main.findByRole("switch", { name: "Q&A" });
    expect(qna).toHaveProperty("checked", true);
    expect(main.getByRole("switch", { name: "Signatures" })).toHaveProperty("checked", false);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(qna);
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    await waitFor(() => expect(main.getByRole("switch", { name: "Q&A" })).toHaveProperty("checked", true));
    expect(await screen.findByText("Something has gone wrong.")).toBeTruthy();
    refuse = false;
    await user.click(main.getByRole("switch", { name: "Q&A" }));
    expect(main.getByRole("switch", { name: "Q&A" })).toHaveProperty("checked", false);
    expect(await screen.findByText("Q&A is switched off.")).toBeTruthy();
    expect(patches(calls).at(-1)?.body).toEqual({ enabled: false });
  });
});
