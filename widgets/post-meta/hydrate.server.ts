// Server data for the post meta: the discussion's post fields (discussions.attributes.postFields, as a create post
// form with custom fields stores them) after its standard facts — views, comments, score, posted and last activity.
// Private fields only for the author and moderators; internal ones only for moderators.

import type { LayoutContext } from "../../src/server/layouts/context";
import { enabledAddons } from "../../src/server/services/addons";
import { isSignedIn } from "../../src/server/services/context";
import { readDiscussionAttributes } from "../../src/server/services/discussion-reads";
import { getDiscussion } from "../../src/server/services/discussions";
import type { PostAssetPostMetaHydrated } from "../../src/types/generated/widgets/hydrated/post-meta";
import type { PostAssetPostMetaProps } from "../../src/types/generated/widgets/post-meta";

type PostField = PostAssetPostMetaHydrated["postFields"][number];

const DATA_TYPES = new Set(["text", "number", "date", "boolean"]);
const VISIBILITIES = new Set(["public", "private", "internal"]);

/** Stored fields are free-form JSON: keep only well-formed ones. */
function storedFields(value: unknown): PostField[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index): PostField[] => {
    if (!item || typeof item !== "object") return [];
    const {
      postFieldID,
      label,
      description,
      dataType,
      visibility,
      value: fieldValue,
    } = item as Record<string, unknown>;
    if (typeof label !== "string" || fieldValue === undefined || fieldValue === null) return [];
    const field: PostField = {
      postFieldID: typeof postFieldID === "string" ? postFieldID : `field-${index}`,
      label,
      dataType:
        typeof dataType === "string" && DATA_TYPES.has(dataType)
          ? (dataType as PostField["dataType"])
          : "text",
      visibility:
        typeof visibility === "string" && VISIBILITIES.has(visibility)
          ? (visibility as PostField["visibility"])
          : "public",
      value: String(fieldValue),
    };
    if (typeof description === "string") field.description = description;
    return [field];
  });
}

export async function hydratePostMeta(
  props: PostAssetPostMetaProps,
  context: LayoutContext,
): Promise<PostAssetPostMetaHydrated | null> {
  const { services } = context;
  const discussionID = Number(context.params.discussionID);
  if (!Number.isInteger(discussionID) || discussionID < 1) return null;
  const discussion = await getDiscussion(services, discussionID, { expand: ["-body"], excerpt: false });
  if (!discussion) return null;
  const attributes = await readDiscussionAttributes(services.db, discussionID);
  const moderator = services.viewer.permissions.hasAny(
    ["community.moderate", "discussions.moderate"],
    discussion.categoryID,
  );
  const author = isSignedIn(services.viewer) && services.viewer.user.userID === discussion.insertUserID;
  const custom = storedFields(attributes?.postFields).filter(
    (field) => field.visibility === "public" || moderator || (field.visibility === "private" && author),
  );
  const facts: PostField[] = [
    {
      postFieldID: "views",
      label: "Views",
      dataType: "number",
      visibility: "public",
      value: String(discussion.countViews),
    },
    {
      postFieldID: "comments",
      label: "Comments",
      dataType: "number",
      visibility: "public",
      value: String(discussion.countComments),
    },
    {
      postFieldID: "score",
      label: "Score",
      dataType: "number",
      visibility: "public",
      value: String(discussion.score),
    },
    {
      postFieldID: "posted",
      label: "Posted",
      dataType: "date",
      visibility: "public",
      value: discussion.dateInserted,
    },
    {
      postFieldID: "lastActivity",
      label: "Last activity",
      dataType: "date",
      visibility: "public",
      value: discussion.dateLastComment,
    },
  ];
  // The score is the reactions addon's (votes): it goes with it (docs/reference/addons.md).
  const reactionsOn = (await enabledAddons(services.db)).has("reactions");
  const shown = reactionsOn ? facts : facts.filter((fact) => fact.postFieldID !== "score");
  return { ...props, postFields: [...shown, ...custom] };
}
