// The comment editor asset (docs/reference/layout-widgets.md#assets react.asset.createComment, 'Leave a comment'):
// the composer for a top-level comment. After posting, the page's comment thread shows the comment, or the comment's
// permalink opens.
import { useNavigate } from "react-router";
import { CommentComposer } from "../../src/client/composer/CommentComposer";
import { announceCommentPosted } from "../../src/client/composer/comment-events";
import type { PostAssetCreateCommentHydrated } from "../../src/types/generated/widgets/hydrated/create-comment";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { useI18n } from "../../src/ui/i18n/i18n-context";

export default function CreateCommentAsset({
  title,
  subtitle,
  description,
  discussion,
  containerOptions,
}: PostAssetCreateCommentHydrated) {
  const navigate = useNavigate();
  // The author's own texts, or the schema's default title (a catalogue key).
  const i18n = useI18n();
  return (
    <HomeWidgetContainer
      title={i18n.text(title ?? "")}
      subtitle={subtitle && i18n.text(subtitle)}
      description={description && i18n.text(description)}
      containerOptions={containerOptions}
    >
      <div data-widget="create-comment">
        <CommentComposer
          discussion={discussion}
          onPosted={(comment) => {
            if (!announceCommentPosted(comment) && comment.url) void navigate(comment.url);
          }}
        />
      </div>
    </HomeWidgetContainer>
  );
}
