// The plain (non-layout) pages served when a route's custom layout flag is off
// (docs/reference/routes.md#layout-routes): the same content from the REST API in a simple page, never a blank one.
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import { useAppState, useLastTitleBar } from "../app-state";
import { defaultTitleBarNode } from "./default-title-bar";
import { PageFrame } from "./PageFrame";
import { PlainCategoriesPage } from "./PlainCategoriesPage";
import { PlainCreatePostPage } from "./PlainCreatePostPage";
import { PlainDiscussionPage } from "./PlainDiscussionPage";
import { PlainDiscussionsPage } from "./PlainDiscussionsPage";

function plainContent(query: LayoutQuery) {
  const params = query.params ?? {};
  switch (query.layoutViewType) {
    case "discussionList":
      return <PlainDiscussionsPage params={params} />;
    case "categoryList":
      return (
        <PlainCategoriesPage categoryID={query.recordType === "category" ? query.recordID : undefined} />
      );
    case "post":
      return <PlainDiscussionPage recordType={query.recordType} recordID={Number(query.recordID)} />;
    default:
      return <PlainCreatePostPage params={params} />;
  }
}

export function PlainPage({ query }: { query: LayoutQuery }) {
  const state = useAppState();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(state.site);
  return (
    <PageFrame titleBar={titleBar}>
      <div className="mx-auto max-w-4xl px-4 py-8">{plainContent(query)}</div>
    </PageFrame>
  );
}
