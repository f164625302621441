// The comment thread asset (docs/reference/layout-widgets.md#assets react.asset.postCommentThread): a page of the
// discussion's comments, nested or flat, with the sort switcher and pager (src/client/post/CommentThreadView.tsx).
import { CommentThreadView } from "../../src/client/post/CommentThreadView";
import type { PostAssetCommentThreadHydrated } from "../../src/types/generated/widgets/hydrated/post-comment-thread";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

export default function CommentThreadAsset(props: PostAssetCommentThreadHydrated) {
  // The author's own texts, or the schema's default title (a catalogue key).
  const i18n = useI18n();
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : i18n.text(props.title)}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.description && i18n.text(props.description)}
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
