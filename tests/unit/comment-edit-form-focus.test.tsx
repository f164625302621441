// The comment edit form focuses its text box when it opens (the reader chose Edit; the text is what they came to
// change), whether the source text is read from the server first or is already in the cache, and only once: a
// later re-read of the source never takes focus back from where the reader moved it.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../src/client/api/users";
import { CommentEditForm } from "../../src/client/editing/PostEditControls";
import { SessionProvider } from "../../src/layout/session";
import { makeComment, makeCurrentUser, makeDiscussion } from "../factories";
import { makePermissionsRecord } from "../factories/permission-records";

const viewer = makeCurrentUser({ userID: 7, name: "member" });
const discussion = makeDiscussion({ discussionID: 12, categoryID: 3, insertUserID: viewer.userID });
const comment = makeComment(discussion, 8, { insertUserID: viewer.userID });
const SOURCE_KEY = ["post-source", "comment", 8];

/** Answers GET /comments/8/edit when `release` is called, so a test decides when the source text arrives. */
let release: (body: string) => void;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    () =>
      new Promise<Response>((resolve) => {
        release = (body) =>
          resolve(
            new Response(JSON.stringify({ body, format: "markdown" }), {
              status: 200,
              headers: { "Content-Type": "application/json" },
            }),
          );
      }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(cachedBody?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("member"));
  if (cachedBody !== undefined) client.setQueryData(SOURCE_KEY, { body: cachedBody, format: "markdown" });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider user={viewer}>
        <CommentEditForm comment={comment} onSaved={() => undefined} onCancel={() => undefined} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe("issue 11 item 14: the comment edit form's focus does not depend on timing", () => {
  it("focuses the text box once the source text arrives from the server", async () => {
    renderForm();
    const box = screen.getByLabelText("Edit comment");
    expect(box).toHaveProperty("disabled", true);
    release("From the server");
    await waitFor(() => expect(box).toHaveProperty("value", "From the server"));
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it("focuses the text box at once when the source text is in the cache", async () => {
    renderForm("From the cache");
    const box = screen.getByLabelText("Edit comment");
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it("does not take focus back when the source text is read again", async () => {
    const user = userEvent.setup();
    renderForm("From the cache");
    const box = screen.getByLabelText("Edit comment");
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.tab();
    const save = screen.getByRole("button", { name: "Save" });
    expect(document.activeElement).toBe(save);
    release("Read again");
    await waitFor(() => expect(box).toHaveProperty("value", "Read again"));
    expect(document.activeElement).toBe(save);
  });
});
