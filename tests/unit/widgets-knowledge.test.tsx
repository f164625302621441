// The knowledge base's widgets in the browser: "Was this helpful?" votes at once, sends the vote, takes it back,
// rolls back a failed one and announces each; the category navigation marks the page and moves with the arrow
// keys; the knowledge search is a GET form to /kb/search; the article shows its heading, source and editor links;
// the guide pager links previous and next. Each is axe-clean.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterVote } from "../../src/client/api/knowledge/article-reactions";
import type { ArticleAssetProps } from "../../src/types/generated/widgets/article";
import type { ArticleReactionsProps } from "../../src/types/generated/widgets/article-reactions";
import type { GuidePagerProps } from "../../src/types/generated/widgets/guide-pager";
import type { KnowledgeSearchProps } from "../../src/types/generated/widgets/kb-search";
import type { KnowledgeCategoryTreeProps } from "../../src/types/generated/widgets/knowledge-category-tree";
import ArticleAsset from "../../widgets/article/ArticleAsset";
import ArticleReactionsWidget from "../../widgets/article-reactions/ArticleReactionsWidget";
import GuidePager from "../../widgets/guide-pager/GuidePager";
import KnowledgeSearchWidget from "../../widgets/kb-search/KnowledgeSearchWidget";
import KnowledgeCategoryTree from "../../widgets/knowledge-category-tree/KnowledgeCategoryTree";
import { makeArticle, makeKnowledgeCategories, previewGuideEntries } from "../factories/knowledge";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withQueries(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe("afterVote", () => {
  const none = { countHelpful: 3, countNotHelpful: 1, viewerReaction: null };
  it("counts a vote, takes the same vote back, and moves a vote to the other side", () => {
    const yes = afterVote(none, true);
    expect(yes).toEqual({ countHelpful: 4, countNotHelpful: 1, viewerReaction: "helpful" });
    expect(afterVote(yes, true)).toEqual(none);
    expect(afterVote(yes, false)).toEqual({
      countHelpful: 3,
      countNotHelpful: 2,
      viewerReaction: "notHelpful",
    });
  });
});

describe("ArticleReactionsWidget", () => {
  const props = {
    ...preparedProps<ArticleReactionsProps>("react.article-reactions"),
    articleID: 9,
    countHelpful: 14,
    countNotHelpful: 2,
    viewerReaction: null,
  };

  const VOTED = { countHelpful: 15, countNotHelpful: 2, viewerReaction: "helpful" };

  function answerWith(status: number, sent: unknown[], answer: object = VOTED) {
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      const body = status === 200 ? answer : { message: "Something went wrong.", status };
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    });
  }

  it("votes Yes: pressed at once, sent to the API, announced; axe-clean", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    answerWith(200, sent);
    const { container } = render(withQueries(<ArticleReactionsWidget {...props} />));
    const group = screen.getByRole("group", { name: "Was this helpful?" });
    const yes = within(group).getByRole("button", { name: /Yes/ });
    expect(yes.getAttribute("aria-pressed")).toBe("false");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(yes);
    expect(yes.getAttribute("aria-pressed")).toBe("true");
    expect(yes.textContent).toContain("(15)");
    expect(screen.getByRole("status").textContent).toBe("Thanks for your feedback.");
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { url: "/api/v2/articles/9/reactions", method: "POST", body: { helpful: true } },
      ]),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes a vote back with the same button", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    answerWith(200, sent, { countHelpful: 14, countNotHelpful: 2, viewerReaction: null });
    render(withQueries(<ArticleReactionsWidget {...props} viewerReaction="helpful" countHelpful={15} />));
    const yes = screen.getByRole("button", { name: /Yes/ });
    expect(yes.getAttribute("aria-pressed")).toBe("true");
    await user.click(yes);
    expect(yes.getAttribute("aria-pressed")).toBe("false");
    expect(yes.textContent).toContain("(14)");
    expect(screen.getByRole("status").textContent).toBe("Your vote was taken back.");
    // Sent as the same vote again: the server takes it back.
    await vi.waitFor(() => expect(sent).toMatchObject([{ body: { helpful: true } }]));
  });

  it("rolls a failed vote back and says so", async () => {
    const user = userEvent.setup();
    answerWith(500, []);
    render(withQueries(<ArticleReactionsWidget {...props} />));
    const no = screen.getByRole("button", { name: /No/ });
    await user.click(no);
    await vi.waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Your vote could not be saved. Please try again."),
    );
    expect(no.getAttribute("aria-pressed")).toBe("false");
    expect(no.textContent).toContain("(2)");
  });
});

describe("KnowledgeCategoryTree", () => {
  const props = {
    ...preparedProps<KnowledgeCategoryTreeProps>("react.knowledge-category-tree"),
    knowledgeBase: { name: "Help Center", url: "/kb/help" },
    categories: makeKnowledgeCategories(),
    currentCategoryID: 4,
    currentIsPage: true,
  };

  it("nests the categories, marks the page's own, and moves between links with the arrow keys", async () => {
    const user = userEvent.setup();
    const { container } = render(<KnowledgeCategoryTree {...props} />);
    const nav = screen.getByRole("navigation", { name: "Categories of Help Center" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Account and Profile44 articles",
      "Notifications22 articles",
      "Posting and Replies44 articles",
      "Moderation and Safety44 articles",
    ]);
    const current = within(nav).getByRole("link", { current: "page" });
    expect(current.getAttribute("href")).toBe("/kb/categories/4-notifications");
    // The nested category sits in its parent's item.
    expect(links[0]?.closest("li")?.contains(current)).toBe(true);
    links[0]?.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(links[3]);
    await user.keyboard("{ArrowUp}{Home}");
    expect(document.activeElement).toBe(links[0]);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("KnowledgeSearchWidget", () => {
  it("is a labelled GET form to /kb/search scoped to its knowledge base", async () => {
    const props = {
      ...preparedProps<KnowledgeSearchProps>("react.kb-search"),
      knowledgeBase: { knowledgeBaseID: 3, name: "Help Center" },
    };
    const { container } = render(<KnowledgeSearchWidget {...props} />);
    const box = screen.getByRole("searchbox", { name: "Search Help Center" });
    const form = box.closest("form");
    expect(form?.getAttribute("action")).toBe("/kb/search");
    expect(form?.getAttribute("method")).toBe("get");
    expect(box.getAttribute("name")).toBe("query");
    expect(new FormData(form as HTMLFormElement).get("knowledgeBaseID")).toBe("3");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("ArticleAsset", () => {
  const base = {
    ...preparedProps<ArticleAssetProps>("react.asset.article"),
    article: makeArticle({ articleID: 1, discussionID: 3 }),
    sourceDiscussion: { name: "How do I rename myself?", url: "/discussion/3/how-do-i-rename-myself" },
  };

  it("shows the title as the page's heading, the body, and the discussion it came from", async () => {
    const { container } = render(<ArticleAsset {...base} editUrl={null} revisionsUrl={null} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("How do I change my display name?");
    expect(screen.getByRole("heading", { level: 2, name: "Step one" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "How do I rename myself?" }).getAttribute("href")).toBe(
      "/discussion/3/how-do-i-rename-myself",
    );
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("gives editors Edit and Revisions links", () => {
    render(<ArticleAsset {...base} editUrl="/kb/articles/1/edit" revisionsUrl="/kb/articles/1/revisions" />);
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/kb/articles/1/edit");
    expect(screen.getByRole("link", { name: "Revisions" }).getAttribute("href")).toBe(
      "/kb/articles/1/revisions",
    );
  });
});

describe("GuidePager", () => {
  it("links the previous and next articles of the guide", async () => {
    const [first, , , third] = previewGuideEntries();
    const props = { ...preparedProps<GuidePagerProps>("react.guide-pager"), previous: first, next: third };
    const { container } = render(<GuidePager {...(props as Parameters<typeof GuidePager>[0])} />);
    const nav = screen.getByRole("navigation", { name: "Guide" });
    const [previous, next] = within(nav).getAllByRole("link");
    expect(previous?.getAttribute("rel")).toBe("prev");
    expect(previous?.textContent).toBe("PreviousWelcome to the community");
    expect(next?.getAttribute("rel")).toBe("next");
    expect(next?.getAttribute("href")).toBe("/kb/articles/103-your-first-post");
    expect(await axeViolations(container)).toEqual([]);
  });
});
