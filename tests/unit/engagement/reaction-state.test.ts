// @vitest-environment node
// The optimistic rules (docs/reference/ui-behaviour.md#optimistic-updates, docs/reference/ui-behaviour.md#share,
// docs/reference/ui-behaviour.md#discussion-options, docs/reference/permissions.md#category-permissions) as pure
// functions, and the shared links.
import { describe, expect, it } from "vitest";
import {
  pointsLabel,
  type ReactionState,
  toggleReaction,
  tooltipNames,
  withoutLoggedReaction,
  withServerCounts,
} from "../../../src/client/engagement/reaction-state";
import { messageLink, prefersNativeShare, shareLink } from "../../../src/client/engagement/share-link";
import type { Reaction } from "../../../src/types/generated/api/reaction";
import { makeReactions } from "../../factories";

const find = (state: ReactionState, urlcode: string): Reaction => {
  const found = state.reactions.find((reaction) => reaction.urlcode === urlcode);
  if (!found) throw new Error(`no ${urlcode}`);
  return found;
};

describe("toggleReaction", () => {
  it("adds, switches (old value out, new in) and takes back", () => {
    let state = { reactions: makeReactions({ Like: 2 }), score: 10 };
    state = toggleReaction(state, "Promote");
    expect(state.score).toBe(15);
    expect(find(state, "Promote")).toMatchObject({ count: 1, hasReacted: true });
    state = toggleReaction(state, "WTF");
    expect(state.score).toBe(9);
    expect(find(state, "Promote")).toMatchObject({ count: 0, hasReacted: false });
    expect(find(state, "WTF")).toMatchObject({ count: 1, hasReacted: true });
    state = toggleReaction(state, "WTF");
    expect(state.score).toBe(10);
    expect(state.reactions.every((reaction) => !reaction.hasReacted)).toBe(true);
    expect(find(state, "Like")).toMatchObject({ count: 2 });
  });

  it("leaves an unknown urlcode alone", () => {
    const state = { reactions: makeReactions(), score: 3 };
    expect(toggleReaction(state, "Nope")).toBe(state);
  });
});

it("takes the server's counts but keeps the viewer's choice", () => {
  const state = toggleReaction({ reactions: makeReactions({ Like: 1 }), score: 1 }, "Like");
  const like = find(state, "Like");
  const next = withServerCounts(state, [{ tagID: like.tagID, count: 7 }]);
  expect(find(next, "Like")).toMatchObject({ count: 7, hasReacted: true });
  expect(next.score).toBe(2);
});

it("removes a logged reaction: the count, the score, and the viewer's own mark", () => {
  const state = { reactions: makeReactions({ Like: 3 }, "Like"), score: 3 };
  const like = find(state, "Like");
  const someoneElses = withoutLoggedReaction(state, like.tagID, false);
  expect(find(someoneElses, "Like")).toMatchObject({ count: 2, hasReacted: true });
  expect(someoneElses.score).toBe(2);
  expect(find(withoutLoggedReaction(state, like.tagID, true), "Like")).toMatchObject({ hasReacted: false });
});

it("labels points: '%s point' for zero, else '%s points'", () => {
  expect(pointsLabel(0)).toBe("0 point");
  expect(pointsLabel(1)).toBe("1 points");
  expect(pointsLabel(-3)).toBe("-3 points");
});

it("lists five names and counts the rest", () => {
  const names = ["a", "b", "c", "d", "e", "f", "g"];
  expect(tooltipNames(names, 12)).toEqual({ shown: ["a", "b", "c", "d", "e"], more: 7 });
  expect(tooltipNames(names.slice(0, 4), 4)).toEqual({ shown: ["a", "b", "c", "d"], more: 0 });
});

describe("share links", () => {
  it("carry utm_source=community-share before a comment's fragment", () => {
    expect(shareLink("/discussion/comment/9#Comment_9", "https://forum.example")).toBe(
      "https://forum.example/discussion/comment/9?utm_source=community-share#Comment_9",
    );
    expect(shareLink("/discussion/4/x?utm_source=old", "https://forum.example")).toBe(
      "https://forum.example/discussion/4/x?utm_source=community-share",
    );
    expect(messageLink("https://forum.example/d?a=1")).toBe(
      "/messages/add?content=https%3A%2F%2Fforum.example%2Fd%3Fa%3D1",
    );
  });

  it("use the native sheet on Android and iOS only, where it exists", () => {
    const share = () => Promise.resolve();
    expect(prefersNativeShare({ userAgent: "Mozilla/5.0 (Linux; Android 14)", share })).toBe(true);
    expect(prefersNativeShare({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)", share })).toBe(true);
    expect(prefersNativeShare({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)" })).toBe(false);
    expect(prefersNativeShare({ userAgent: "Mozilla/5.0 (X11; Linux x86_64)", share })).toBe(false);
  });
});
