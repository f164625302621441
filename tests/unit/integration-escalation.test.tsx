// Escalating posts from the discussion options and refreshing them on the post page
// (docs/reference/integrations.md#the-escalation-dialog): one item per integration the viewer may use on this post
// (scope all, or own on their own post), the dialog's form rendered from GET /attachments/schema and posted to
// POST /attachments, field errors under their fields, the success message, and staff's Refresh.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../src/client/api/users";
import { DiscussionOptionsMenu } from "../../src/client/moderation/DiscussionOptionsMenu";
import { SessionProvider } from "../../src/layout/session";
import type { IntegrationCatalogItem } from "../../src/types/generated/api/integration-catalog-item";
import type { IntegrationFormSchema } from "../../src/types/generated/api/integration-form-schema";
import { toastStore } from "../../src/ui/toast-store";
import { IntegrationAttachmentList } from "../../widgets/post-attachments/IntegrationAttachments";
import { makeCurrentUser, makeDiscussion } from "../factories";
import { makeAttachment, makeCatalogItem } from "../factories/attachments";
import { makePermissionsRecord, type RecordRole } from "../factories/permission-records";
import { axeViolations } from "./widget-axe";

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
let answers: Record<string, unknown>;

const form: IntegrationFormSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  title: "Create a GitHub issue",
  required: ["title"],
  additionalProperties: false,
  properties: {
    title: {
      type: "string",
      title: "Title",
      default: "Printer on fire",
      minLength: 1,
      maxLength: 256,
      "x-control": { inputType: "textBox" },
    },
    body: {
      type: "string",
      title: "Description",
      default: "It smokes.\n\nhttps://forum.example/discussion/42/printer-on-fire",
      maxLength: 60000,
      "x-control": { inputType: "textArea" },
    },
    labels: {
      type: "string",
      title: "Labels",
      description: "Separate labels with commas.",
      default: "",
      maxLength: 1000,
      "x-control": { inputType: "commaList" },
    },
  },
};

function catalog(scope: IntegrationCatalogItem["writeableContentScope"]) {
  return {
    "github-issue": makeCatalogItem({ label: "Create GitHub Issue", writeableContentScope: scope }),
    webhook: makeCatalogItem({
      attachmentType: "webhook",
      label: "Send to Support desk",
      writeableContentScope: "none",
    }),
  };
}

beforeEach(() => {
  calls = [];
  answers = {
    "GET /api/v2/config": { "triage.enabled": false },
    "GET /api/v2/attachments/schema": form,
    "POST /api/v2/attachments": makeAttachment({ attachmentID: 5, recordID: 42 }),
    "POST /api/v2/attachments/refresh": [makeAttachment({ attachmentID: 5, recordID: 42, status: "closed" })],
  };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.split("?")[0] ?? url;
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    if (answer instanceof Response) return answer;
    if (answer === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.getState().clearToasts();
});

const viewer = makeCurrentUser({ userID: 7, name: "member" });
const discussion = makeDiscussion({
  discussionID: 42,
  categoryID: 3,
  insertUserID: 99,
  name: "Printer on fire",
});

function wrap(role: RecordRole, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord(role));
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={viewer}>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** Waits for the catalogue's answer to arrive, so the menu's items are all there when it opens. */
async function catalogueLoaded() {
  await waitFor(() => expect(calls.some((call) => call.url.includes("/attachments/catalog"))).toBe(true));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

async function menuItems(): Promise<string[]> {
  await catalogueLoaded();
  fireEvent.click(screen.getByRole("button", { name: "Discussion Options" }));
  const menu = await screen.findByRole("menu");
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
}

describe("the discussion options' integration items", () => {
  it("offer staff each integration they may write with, and nothing with scope none", async () => {
    answers["GET /api/v2/attachments/catalog"] = catalog("all");
    render(wrap("moderator", <DiscussionOptionsMenu discussion={discussion} />));
    const items = await menuItems();
    expect(items).toContain("Create GitHub Issue");
    expect(items).not.toContain("Send to Support desk");
  });

  it("offer a member with scope own their own posts only", async () => {
    answers["GET /api/v2/attachments/catalog"] = catalog("own");
    render(
      wrap("member", <DiscussionOptionsMenu discussion={{ ...discussion, insertUserID: viewer.userID }} />),
    );
    expect(await menuItems()).toContain("Create GitHub Issue");
    cleanup();
    calls = [];
    render(wrap("member", <DiscussionOptionsMenu discussion={discussion} />));
    expect(await menuItems()).toEqual(["Mute"]);
  });
});

async function openDialog() {
  answers["GET /api/v2/attachments/catalog"] = catalog("all");
  render(wrap("moderator", <DiscussionOptionsMenu discussion={discussion} />));
  await menuItems();
  fireEvent.click(screen.getByRole("menuitem", { name: "Create GitHub Issue" }));
  return screen.findByRole("dialog");
}

describe("the escalation dialog", () => {
  it("renders the form with the post's defaults, posts it and shows the success message", async () => {
    const dialog = await openDialog();
    const title = await within(dialog).findByLabelText("Title");
    expect((title as HTMLInputElement).value).toBe("Printer on fire");
    expect((within(dialog).getByLabelText("Description") as HTMLTextAreaElement).value).toContain(
      "It smokes.",
    );
    expect(within(dialog).getByText("Separate labels with commas.")).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Labels"), { target: { value: "bug, printer" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create issue" }));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((toast) => toast.body)).toEqual([
        "The GitHub issue was created.",
      ]),
    );
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      attachmentType: "github-issue",
      recordType: "discussion",
      recordID: 42,
      title: "Printer on fire",
      body: "It smokes.\n\nhttps://forum.example/discussion/42/printer-on-fire",
      labels: "bug, printer",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with a refusal's field errors under their fields", async () => {
    answers["POST /api/v2/attachments"] = new Response(
      JSON.stringify({
        message: "title must be at most 256 characters long.",
        status: 400,
        errors: {
          title: [
            { field: "title", code: "maxLength", message: "title must be at most 256 characters long." },
          ],
        },
      }),
      { status: 400, headers: { "Content-Type": "application/json" } },
    );
    const dialog = await openDialog();
    await within(dialog).findByLabelText("Title");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create issue" }));
    const title = within(dialog).getByLabelText("Title");
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getAllByText("title must be at most 256 characters long.").length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("cannot be sent while a required field is empty", async () => {
    const dialog = await openDialog();
    fireEvent.change(await within(dialog).findByLabelText("Title"), { target: { value: "   " } });
    expect((within(dialog).getByRole("button", { name: "Create issue" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe("staff's Refresh on the post page", () => {
  it("reads the attachment again", async () => {
    const items = [
      {
        attachment: makeAttachment({ attachmentID: 5, recordID: 42 }),
        integration: { name: "GitHub Issues", externalIDLabel: "Issue", logoIcon: "github" },
      },
    ];
    render(wrap("moderator", <IntegrationAttachmentList items={items} canRefresh />));
    expect(screen.getByRole("link", { name: "Issue #42" }).getAttribute("href")).toBe(
      "https://github.com/quorum-demo/support/issues/42",
    );
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Refresh Issue #42" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({
        attachmentIDs: [5],
        onlyStale: false,
      }),
    );
  });

  it("is not offered without the permission", () => {
    const items = [
      {
        attachment: makeAttachment({ attachmentID: 5 }),
        integration: { name: "GitHub Issues", externalIDLabel: "Issue", logoIcon: "github" },
      },
    ];
    render(wrap("member", <IntegrationAttachmentList items={items} canRefresh={false} />));
    expect(screen.queryByRole("button", { name: /Refresh/ })).toBeNull();
  });
});
