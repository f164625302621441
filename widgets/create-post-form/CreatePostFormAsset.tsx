// The create post form asset (layout-format §4.1 react.asset.createPostForm): the form for a new discussion or
// question, or for editing one; guests are asked to sign in first.
import { useLocation } from "react-router";
import { entryPageUrl, SIGN_IN_PATH } from "../../src/lib/entry-target";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/post-asset-create-post-form";
import { AppLink } from "../../src/ui/AppLink";
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
