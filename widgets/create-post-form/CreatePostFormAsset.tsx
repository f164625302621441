// The create post form asset (docs/reference/layout-widgets.md#assets react.asset.createPostForm): the form for a new
// discussion or question, or for editing one; guests are asked to sign in first, and an author who may no longer edit
// (closed discussion, edit window over) reads why, with the way back to the discussion, instead of a form.
import { useLocation } from "react-router";
import { entryPageUrl, SIGN_IN_PATH } from "../../src/lib/entry-target";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import { AppLink } from "../../src/ui/AppLink";
import { FormAlert } from "../../src/ui/FormAlert";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { RichMessage, useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { PostForm } from "./PostForm";

export default function CreatePostFormAsset({ signedIn, ...props }: PostAssetCreatePostFormHydrated) {
  const location = useLocation();
  const t = useT();
  const i18n = useI18n();
  // The author's own texts, or the schema's default title (a catalogue key).
  const title = props.record ? t("Edit: {name}", { name: props.record.name }) : i18n.text(props.title ?? "");
  return (
    <HomeWidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.description && i18n.text(props.description)}
      containerOptions={props.containerOptions}
      headingLevel={2}
    >
      <div data-widget="create-post-form">
        {!signedIn ? (
          <p>
            <RichMessage
              id="<link>Sign in</link> to start a discussion."
              values={{
                link: (chunks) => (
                  <AppLink to={entryPageUrl(SIGN_IN_PATH, `${location.pathname}${location.search}`)}>
                    {chunks}
                  </AppLink>
                ),
              }}
            />
          </p>
        ) : props.record && props.editRefusal ? (
          <>
            {/* The server's reason (an API error message): a catalogue key, in the page's language when it has one. */}
            <FormAlert
              message={i18n.text(props.editRefusal.message)}
              description={props.editRefusal.description && i18n.text(props.editRefusal.description)}
            />
            <p className="mt-4 text-sm">
              <AppLink to={props.record.url} className="text-primary underline">
                {t("Back to the discussion")}
              </AppLink>
            </p>
          </>
        ) : props.categories.length === 0 ? (
          <p>{t("You do not have permission to start a discussion in any category.")}</p>
        ) : (
          <>
            <PostForm {...props} />
            <p className="mt-4 text-sm">
              <AppLink to="/drafts" className="text-primary underline">
                {t("Your drafts and scheduled posts")}
              </AppLink>
            </p>
          </>
        )}
      </div>
    </HomeWidgetContainer>
  );
}
