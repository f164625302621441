// /messages/add?content=… (Share In Message): the shared link is already in the message box; the member names the
// recipient, an unknown name is refused in place, a known one gets the conversation started and opened.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { App } from "../../../src/client/App";
import type { QuorumState } from "../../../src/client/state";
import { GUEST_USER } from "../../../src/layout/session";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const LINK = "https://forum.example/discussion/42/hello?utm_source=community-share";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("prefills the link, names the recipient, and sends", async () => {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      let reply: { status: number; body?: unknown } = {
        status: 404,
        body: { message: "Not found.", status: 404 },
      };
      if (url.pathname === "/api/v2/conversations/recipient" && url.searchParams.get("name") === "alice")
        reply = { status: 200, body: { userID: 9, name: "alice", photoUrl: "" } };
      if (url.pathname === "/api/v2/conversations" && init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        reply = { status: 201, body: { conversationID: 4 } };
      }
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  window.history.replaceState(null, "", `/messages/add?content=${encodeURIComponent(LINK)}`);
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser: MEMBER, status: 200 };
  render(
    <App state={state} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} />,
  );
  const main = within(await screen.findByRole("main"));
  const box = (await main.findByLabelText("Message")) as HTMLTextAreaElement;
  expect(box.value).toBe(LINK);

  fireEvent.click(main.getByRole("button", { name: "Send Message" }));
  expect(await main.findByText("Name the member to write to.")).toBeTruthy();

  fireEvent.change(main.getByLabelText("Recipient"), { target: { value: "nobody" } });
  fireEvent.click(main.getByRole("button", { name: "Send Message" }));
  expect(await main.findByText("There is no member by that name.")).toBeTruthy();
  expect(posted).toEqual([]);

  fireEvent.change(main.getByLabelText("Recipient"), { target: { value: "alice" } });
  fireEvent.click(main.getByRole("button", { name: "Send Message" }));
  await waitFor(() => expect(window.location.pathname).toBe("/messages/4"));
  expect(posted).toEqual([{ participantUserIDs: [9], body: LINK, format: "markdown" }]);
});
