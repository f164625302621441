// The external-link interstitial: which targets may be followed, and the page through the whole client app.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import { leavingTarget } from "../../src/lib/leaving-target";

describe("leavingTarget", () => {
  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1", "example.com"],
    ["  http://example.org ", "http://example.org/", "example.org"],
    ["https://exаmple.com/", "https://xn--exmple-4nf.com/", "xn--exmple-4nf.com"],
  ])("follows %s", (raw, url, host) => {
    expect(leavingTarget(raw)).toEqual({ url, host });
  });

  it.each([
    null,
    "",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/discussions",
    "//evil.example",
    "ftp://example.com/file",
    "https://user:secret@example.com/",
    "not a url",
  ])("refuses %s", (raw) => {
    expect(leavingTarget(raw)).toBeNull();
  });
});

function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = {
    site: { name: "Quorum", description: "" },
    currentUser: GUEST_USER,
    status: 200,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

describe("/home/leaving", () => {
  afterEach(cleanup);

  it("names the destination host and links to it without passing the referrer", async () => {
    renderAt(`/home/leaving?target=${encodeURIComponent("https://docs.example.com/guide")}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Leaving Quorum" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Continue to docs.example.com" });
    expect(link.getAttribute("href")).toBe("https://docs.example.com/guide");
    expect(link.getAttribute("rel")).toContain("noreferrer");
  });

  it("refuses a target that isn't a web address", async () => {
    renderAt(`/home/leaving?target=${encodeURIComponent("javascript:alert(1)")}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link can't be followed" }),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Continue/ })).toBeNull();
  });
});
