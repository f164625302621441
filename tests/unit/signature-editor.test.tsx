// The signature editor on /profile/edit (spec 001 §6) through the whole client app with fetch mocked: it shows the
// saved Markdown with the characters left, saves a change on its own (PATCH /users/{id}/signature) and shows it as
// it appears under posts, puts the API's field error on the textarea, says when the site shows no signatures; and
// the signature under a post (PostSignature) with the site's mobile and image settings.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import { PostSignature } from "../../src/client/post/PostSignature";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Signature } from "../../src/types/generated/api/signature";
import { makeProfile, makeUser } from "../factories";
import { axeViolations } from "./widget-axe";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const SELF = makeProfile({ userID: 7, name: "member", email: "member@example.com", title: null });
const SAVED: Signature = {
  userID: 7,
  body: "**Cheers**",
  html: "<p><strong>Cheers</strong></p>",
  enabled: true,
  maxLength: 1000,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Reply = { status: number; body?: unknown };
let calls: Call[] = [];

function mockApi(signature: Signature, onPatch: (body: { body: string }) => Reply) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      let reply: Reply = { status: 404, body: { message: "Not found.", status: 404 } };
      if (call.path === "/api/v2/users/7") reply = { status: 200, body: SELF };
      if (call.path === "/api/v2/users/7/signature")
        reply =
          call.method === "PATCH" ? onPatch(call.body as { body: string }) : { status: 200, body: signature };
      return new Response(JSON.stringify(reply.body ?? null), {
        status: reply.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
}

function renderEditPage() {
  window.history.replaceState(null, "", "/profile/edit");
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser: MEMBER, status: 200 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the signature editor", () => {
  it("shows the saved signature, saves a change on its own and shows it as posts will", async () => {
    mockApi(SAVED, (patch) => ({
      status: 200,
      body: { ...SAVED, body: patch.body.trim(), html: "<p>Bye <em>now</em></p>" },
    }));
    const { container } = renderEditPage();
    const box = (await screen.findByLabelText("Your signature")) as HTMLTextAreaElement;
    expect(box.value).toBe("**Cheers**");
    expect(screen.getByText("990 characters left")).toBeTruthy();
    expect(screen.getByRole("note", { name: "Signature of member" }).innerHTML).toContain(
      "<strong>Cheers</strong>",
    );
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.change(box, { target: { value: "Bye *now* " } });
    expect(screen.getByText("990 characters left")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save Signature" }));
    await waitFor(() => expect(screen.getByText("Your signature was saved.")).toBeTruthy());
    const patches = calls.filter((call) => call.method === "PATCH");
    expect(patches).toEqual([
      { method: "PATCH", path: "/api/v2/users/7/signature", body: { body: "Bye *now* " } },
    ]);
    expect(screen.getByRole("note", { name: "Signature of member" }).innerHTML).toContain("<em>now</em>");
    expect(box.value).toBe("Bye *now*");
  });

  it("saves nothing when nothing changed", async () => {
    mockApi(SAVED, () => ({ status: 500 }));
    renderEditPage();
    await screen.findByLabelText("Your signature");
    fireEvent.click(screen.getByRole("button", { name: "Save Signature" }));
    expect(await screen.findByText("Nothing to save: your signature did not change.")).toBeTruthy();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });

  it("puts the API's field error on the textarea", async () => {
    const message = "body must be at most 1000 characters.";
    mockApi(SAVED, () => ({
      status: 400,
      body: { message, status: 400, errors: { body: [{ field: "body", code: "maxLength", message }] } },
    }));
    renderEditPage();
    const box = await screen.findByLabelText("Your signature");
    fireEvent.change(box, { target: { value: "too long, the server says" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Signature" }));
    await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
    const described = (box.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
    expect(described).toContain(message);
  });

  it("tells the member when the site shows no signatures, and shows no preview for an empty one", async () => {
    mockApi({ ...SAVED, enabled: false, body: "", html: "" }, () => ({ status: 500 }));
    renderEditPage();
    expect(await screen.findByText("Signatures are not shown on this site at the moment.")).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("a signature under a post", () => {
  const author = (signature: Partial<NonNullable<ReturnType<typeof makeUser>["signature"]>>) => ({
    ...makeUser({ name: "ada" }),
    signature: {
      body: '<p>Ada <img src="https://example.com/a.png" alt=""></p>',
      hideMobile: false,
      imageMaxHeight: 0,
      ...signature,
    },
  });

  it("shows the sanitized HTML as a note named by its author", () => {
    render(<PostSignature user={author({})} />);
    const note = screen.getByRole("note", { name: "Signature of ada" });
    expect(note.querySelector("img")?.getAttribute("src")).toBe("https://example.com/a.png");
    expect(note.className).not.toContain("q-signature-hide-mobile");
    expect(note.getAttribute("style")).toBeNull();
  });

  it("hides on mobile and caps images as the site says", () => {
    render(<PostSignature user={author({ hideMobile: true, imageMaxHeight: 40 })} />);
    const note = screen.getByRole("note", { name: "Signature of ada" });
    expect(note.className).toContain("q-signature-hide-mobile");
    expect(note.style.getPropertyValue("--q-signature-image-max-height")).toBe("40px");
  });

  it("shows nothing for an author without one", () => {
    const { container } = render(<PostSignature user={makeUser({ name: "ada" })} />);
    expect(container.innerHTML).toBe("");
  });
});
