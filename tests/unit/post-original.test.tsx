// The original post: the title as the page's h1, author, category, status labels, the body, 'Updated by'.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PostAssetOriginalPostHydrated } from "../../src/types/generated/widgets/hydrated/original-post";
import type { PostAssetOriginalPostProps } from "../../src/types/generated/widgets/original-post";
import OriginalPostAsset from "../../widgets/original-post/OriginalPostAsset";
import { hoursAgo, makeDiscussion, makeUser } from "../factories";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

function renderPost(extra: Partial<PostAssetOriginalPostHydrated> = {}, raw: Record<string, unknown> = {}) {
  const props: PostAssetOriginalPostHydrated = {
    ...preparedProps<PostAssetOriginalPostProps>("react.asset.originalPost", raw),
    discussion: makeDiscussion({ discussionID: 4, body: "<p>The <strong>body</strong>.</p>" }),
    updateUser: null,
    page: 1,
    ...extra,
  };
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <OriginalPostAsset {...props} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("the original post", () => {
  it("shows the title as the h1, the author, the category and the body", async () => {
    const discussion = makeDiscussion({ discussionID: 4, body: "<p>The <strong>body</strong>.</p>" });
    const { container } = renderPost({ discussion });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(discussion.name);
    expect(screen.getByRole("link", { name: discussion.insertUser?.name ?? "" })).toBeTruthy();
    expect(screen.getByRole("link", { name: discussion.category?.name ?? "" }).getAttribute("href")).toBe(
      discussion.category?.url,
    );
    expect(container.querySelector("strong")?.textContent).toBe("body");
    expect(screen.queryByRole("list", { name: "Status" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("labels closed, announced, resolved and answered questions, and names the last editor", () => {
    const discussion = makeDiscussion({
      discussionID: 5,
      type: "question",
      statusID: 3,
      closed: true,
      pinned: true,
      resolved: true,
      dateUpdated: hoursAgo(2),
    });
    renderPost({ discussion, updateUser: makeUser({ userID: 2 }) });
    const labels = within(screen.getByRole("list", { name: "Status" })).getAllByRole("listitem");
    expect(labels.map((item) => item.textContent)).toEqual([
      "Announcement",
      "Closed",
      "Resolved",
      "Accepted Answer",
    ]);
    expect(screen.getByText(/Updated by/).textContent).toContain(makeUser({ userID: 2 }).name);
  });

  it("shows a post without an author by 'Deleted User', with no profile link", () => {
    const { insertUser: _gone, ...discussion } = makeDiscussion({ discussionID: 5 });
    renderPost({ discussion });
    const byline = screen.getByText("Deleted User");
    expect(byline.closest("a")).toBeNull();
  });

  it("shows a static title instead of the discussion's when asked", () => {
    renderPost({}, { titleType: "static", title: "Read this first" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Read this first");
  });
});
