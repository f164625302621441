// The create post form asset (docs/reference/layout-widgets.md#assets react.asset.createPostForm): the form for a new
// discussion or question, or for editing one; guests are asked to sign in first, and an author who may no longer edit
// (closed discussion, edit window over) reads why, with the way back to the discussion, instead of a form.
import { useLocation } from "react-router";
import { entryPageUrl, SIGN_IN_PATH } from "../../src/lib/entry-target";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import { AppLink } from "../../src/ui/AppLink";
import { FormAlert } from "../../src/ui/FormAlert";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { PostForm } from "./PostForm";

export default function CreatePostFormAsset({ signedIn, ...props }: PostAssetCreatePostFormHydrated) {
  const location = useLocation();
  const title = props.record ? `Edit: ${props.record.name}` : (props.title ?? "");
  return (
    <HomeWidgetContainer
      title={title}
      subtitle={props.subtitle}
      description={props.description}
      containerOptions={props.containerOptions}
      headingLevel={2}
    >
      <div data-widget="create-post-form">
        {!signedIn ? (
          <p>
            <AppLink to={entryPageUrl(SIGN_IN_PATH, `${location.pathname}${location.search}`)}>
              Sign in
            </AppLink>{" "}
            to start a discussion.
          </p>
        ) : props.record && props.editRefusal ? (
          <>
            <FormAlert message={props.editRefusal.message} description={props.editRefusal.description} />
            <p className="mt-4 text-sm">
              <AppLink to={props.record.url} className="text-primary underline">
                Back to the discussion
              </AppLink>
            </p>
          </>
        ) : props.categories.length === 0 ? (
          <p>You do not have permission to start a discussion in any category.</p>
        ) : (
          <>
            <PostForm {...props} />
            <p className="mt-4 text-sm">
              <AppLink to="/drafts" className="text-primary underline">
                Your drafts and scheduled posts
              </AppLink>
            </p>
          </>
        )}
      </div>
    </HomeWidgetContainer>
  );
}
