// The comment thread asset (docs/reference/layout-widgets.md#assets react.asset.postCommentThread): a page of the
// discussion's comments, nested or flat, with the sort switcher and pager (src/client/post/CommentThreadView.tsx).
import { CommentThreadView } from "../../src/client/post/CommentThreadView";
import type { PostAssetCommentThreadHydrated } from "../../src/types/generated/widgets/hydrated/post-comment-thread";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

export default function CommentThreadAsset(props: PostAssetCommentThreadHydrated) {
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : props.title}
      subtitle={props.subtitle}
      description={props.description}
      containerOptions={props.containerOptions}
    >
      <div data-thread-style={props.threadStyle}>
        <CommentThreadView
          discussion={props.discussion}
          comments={props.comments}
          paging={props.paging}
          sort={props.sort}
          defaultSort={props.defaultSort}
          maxDepth={props.maxDepth}
          collapseChildDepth={props.collapseChildDepth}
          showOPTag={props.showOPTag ?? true}
          highlightCommentID={props.highlightCommentID}
        />
      </div>
    </WidgetContainer>
  );
}
