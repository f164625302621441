// The post page's thread UI: collapse toggles, the sort switcher, the answer tabs' keyboard, the permalink highlight,
// and the pure helpers behind them (page addresses, adding a posted comment to the page on screen).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { announceCommentPosted } from "../../src/client/composer/comment-events";
import { insertComment } from "../../src/client/post/thread-tree";
import { threadPageHref } from "../../src/client/post/thread-urls";
import type { Comment } from "../../src/types/generated/api/comment";
import type { PostAssetAnswerThreadProps } from "../../src/types/generated/widgets/answer-thread";
import type { PostAssetAnswerThreadHydrated } from "../../src/types/generated/widgets/hydrated/answer-thread";
import type { PostAssetCommentThreadHydrated } from "../../src/types/generated/widgets/hydrated/post-comment-thread";
import type { PostAssetCommentThreadProps } from "../../src/types/generated/widgets/post-comment-thread";
import AnswerThreadAsset from "../../widgets/answer-thread/AnswerThreadAsset";
import CommentThreadAsset from "../../widgets/post-comment-thread/CommentThreadAsset";
import { makeComment, makeCommentThread, makeDiscussion } from "../factories";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

/** axe over the thread: one reactions group per comment, named alike, is fine (groups are not landmarks). */
async function threadViolations(container: Element): Promise<string[]> {
  return axeViolations(container);
}

const discussion = makeDiscussion({ discussionID: 7, name: "Sync stops after upgrade" });

function withQueries(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function threadProps(
  raw: Record<string, unknown> = {},
  extra: Partial<PostAssetCommentThreadHydrated> = {},
): PostAssetCommentThreadHydrated {
  const props = preparedProps<PostAssetCommentThreadProps>("react.asset.postCommentThread", raw);
  return {
    ...props,
    discussion,
    // Three top-level comments; the 1st and 3rd carry a chain of replies 4 deep.
    comments: makeCommentThread(discussion, { topLevel: 3, depth: 4 }),
    paging: { page: 2, limit: 3, total: 9 },
    threadStyle: "nested",
    sort: "dateInserted",
    defaultSort: "dateInserted",
    maxDepth: 5,
    collapseChildDepth: props.apiParams?.collapseChildDepth ?? 3,
    ...extra,
  };
}

describe("the comment thread", () => {
  it("shows replies above the collapse depth and hides deeper ones behind 'Show N replies'", async () => {
    const user = userEvent.setup();
    const { container } = render(withQueries(<CommentThreadAsset {...threadProps()} />));
    // Depth 1 and 2 show; the depth-2 comments' replies (depth 3 and 4) wait behind a toggle.
    const toggles = screen.getAllByRole("button", { name: "Show 2 replies" });
    expect(toggles).toHaveLength(2);
    const [toggle] = toggles;
    if (!toggle) throw new Error("no toggle");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(list?.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toContain("Hide replies");
    expect(list?.hidden).toBe(false);
    expect(await threadViolations(container)).toEqual([]);
  });

  it("opens and closes replies from the keyboard", async () => {
    const user = userEvent.setup();
    render(withQueries(<CommentThreadAsset {...threadProps({ apiParams: { collapseChildDepth: 2 } })} />));
    const [toggle] = screen.getAllByRole("button", { name: /^Show \d+ repl/ });
    if (!toggle) throw new Error("no toggle");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("switches sorts with links that keep the page's other query and start at page 1", () => {
    render(withQueries(<CommentThreadAsset {...threadProps({}, { sort: "-score" })} />));
    const nav = screen.getByRole("navigation", { name: "Sort comments" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Oldest", "Newest", "Top", "Trending"]);
    const top = within(nav).getByRole("link", { name: "Top" });
    expect(top.getAttribute("aria-current")).toBe("true");
    expect(within(nav).getByRole("link", { name: "Newest" }).getAttribute("href")).toBe(
      `${discussion.url}?sort=-dateInserted`,
    );
    // The widget's own sort needs no ?sort=.
    expect(within(nav).getByRole("link", { name: "Oldest" }).getAttribute("href")).toBe(discussion.url);
    // The pager keeps the sort in /p{N} addresses.
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: /3/ }).getAttribute("href")).toBe(
      `${discussion.url}/p3?sort=-score`,
    );
  });

  it("highlights a permalink's comment and opens the collapsed replies on the way to it", () => {
    const base = threadProps();
    const deepest = base.comments[0]?.children?.[0]?.children?.[0]?.children?.[0];
    if (!deepest) throw new Error("no deep reply");
    render(withQueries(<CommentThreadAsset {...base} highlightCommentID={deepest.commentID} />));
    const target = document.getElementById(`Comment_${deepest.commentID}`);
    expect(target?.dataset.highlighted).toBe("true");
    expect(target?.closest("ol")?.hidden).toBe(false);
    expect(document.activeElement).toBe(target);
  });

  it("shows a top-level comment from the page's composer when it belongs on this page", () => {
    // Page 3 of 3, oldest first: the new comment goes at the end, and the composer need not navigate.
    render(
      withQueries(<CommentThreadAsset {...threadProps({}, { paging: { page: 3, limit: 3, total: 9 } })} />),
    );
    const posted = makeComment(discussion, 700, { body: "<p>Freshly posted</p>" });
    let handled = false;
    act(() => {
      handled = announceCommentPosted(posted);
    });
    expect(handled).toBe(true);
    const articles = screen.getAllByRole("article");
    expect(articles.at(-1)?.textContent).toContain("Freshly posted");
    cleanup();
    // Page 2 of 3: not where the thread puts it; the composer opens its permalink instead.
    render(withQueries(<CommentThreadAsset {...threadProps()} />));
    expect(announceCommentPosted(makeComment(discussion, 701))).toBe(false);
  });

  it("tags the original poster's comments", () => {
    render(withQueries(<CommentThreadAsset {...threadProps()} />));
    expect(screen.getAllByTitle("Original poster").length).toBeGreaterThan(0);
  });
});

describe("the answer thread", () => {
  function answerProps(extra: Partial<PostAssetAnswerThreadHydrated> = {}): PostAssetAnswerThreadHydrated {
    const question = { ...discussion, type: "question", statusID: 3 };
    const props = preparedProps<PostAssetAnswerThreadProps>("react.asset.answerThread", {
      tabTitles: { all: "All Replies", accepted: "Accepted Answers", rejected: "Rejected Answers" },
    });
    const comments = makeCommentThread(question, { topLevel: 3, depth: 1 });
    const accepted = { ...(comments[1] as Comment), answerStatus: "accepted" as const };
    return {
      ...props,
      ...threadProps(),
      discussion: question,
      comments: [comments[0] as Comment, accepted, comments[2] as Comment],
      acceptedAnswers: [accepted],
      canReview: false,
      ...extra,
    };
  }

  it("moves between tabs with the arrow keys, Home and End; rejected answers only for moderators", async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(withQueries(<AnswerThreadAsset {...answerProps()} />));
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["All Replies", "Accepted Answers"]);
    tabs[0]?.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Accepted Answers" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement?.textContent).toBe("Accepted Answers");
    expect(within(screen.getByRole("tabpanel")).getAllByRole("article")).toHaveLength(1);
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "All Replies" }).getAttribute("aria-selected")).toBe("true");
    expect(await threadViolations(container)).toEqual([]);
    rerender(withQueries(<AnswerThreadAsset {...answerProps({ rejectedAnswers: [] })} />));
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Rejected Answers" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("No rejected answers.")).toBeTruthy();
  });

  it("lists the accepted answers first in All Replies, and offers review to the asker", () => {
    render(withQueries(<AnswerThreadAsset {...answerProps({ canReview: true })} />));
    const panel = screen.getByRole("tabpanel");
    const first = within(panel).getAllByRole("article")[0];
    expect(first?.textContent).toContain("Accepted answer");
    expect(within(panel).getAllByRole("button", { name: "Accept" }).length).toBeGreaterThan(0);
  });
});

describe("thread helpers", () => {
  it("builds page addresses: no /p1, the sort kept unless it is the default", () => {
    expect(threadPageHref("/discussion/7/sync", 1, "dateInserted", "dateInserted")).toBe(
      "/discussion/7/sync",
    );
    expect(threadPageHref("/discussion/7/sync/p4", 2, "-score", "dateInserted", "?sort=x&page=9")).toBe(
      "/discussion/7/sync/p2?sort=-score",
    );
  });

  it("adds a posted reply under its parent, and at the deepest level beside it", () => {
    const tree = makeCommentThread(discussion, { topLevel: 1, depth: 2 });
    const parent = tree[0] as Comment;
    const child = parent.children?.[0] as Comment;
    const reply = makeComment(discussion, 900, { parentCommentID: parent.commentID });
    const once = insertComment(tree, reply, 5);
    expect(once[0]?.children?.map((c) => c.commentID)).toEqual([child.commentID, 900]);
    expect(once[0]?.countReplies).toBe(2);
    // maxDepth 2: a reply to a depth-2 comment joins depth 2.
    const deep = makeComment(discussion, 901, { parentCommentID: child.commentID });
    expect(insertComment(tree, deep, 2)[0]?.children?.map((c) => [c.commentID, c.depth])).toEqual([
      [child.commentID, 2],
      [901, 2],
    ]);
    // Flat: the reply follows its top-level comment's replies; a comment already shown is not added twice.
    const flat = [parent, makeComment(discussion, 50)];
    expect(insertComment(flat, reply, 1).map((c) => c.commentID)).toEqual([parent.commentID, 900, 50]);
    expect(insertComment(once, reply, 5)).toBe(once);
  });
});
