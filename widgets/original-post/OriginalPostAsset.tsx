// The original post (docs/reference/layout-widgets.md#assets react.asset.originalPost): the title as the page's h1,
// the author (the name opens the user card), date and category, status labels (announcement, closed, resolved, Q&A
// status), the body (sanitized HTML rendered by the server), 'Updated by' when edited, then the engagement bar, the
// discussion options and the edit link (filled in by the engagement, moderation and editing work).
import { useEffect, useState } from "react";
import { DiscussionEditLink } from "../../src/client/editing/PostEditControls";
import { EngagementBar } from "../../src/client/engagement/EngagementBar";
import { DiscussionOptionsMenu } from "../../src/client/moderation/DiscussionOptionsMenu";
import { PostAuthor } from "../../src/client/post/PostAuthor";
import { UserCardLink } from "../../src/client/user-card/UserCardLink";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { PostAssetOriginalPostHydrated } from "../../src/types/generated/widgets/hydrated/original-post";
import { AppLink } from "../../src/ui/AppLink";
import { Badge, type BadgeTone } from "../../src/ui/Badge";
import { RelativeTime } from "../../src/ui/RelativeTime";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

/** Q&A statuses (comment-thread/answers.ts): 1 unanswered, 2 answered, 3 accepted, 4 rejected. */
const QUESTION_STATUS: Record<number, { label: string; tone: BadgeTone }> = {
  1: { label: "Unanswered", tone: "warning" },
  2: { label: "Answered", tone: "primary" },
  3: { label: "Accepted Answer", tone: "success" },
  4: { label: "Rejected", tone: "muted" },
};

function StatusLabels({ discussion }: { discussion: Discussion }) {
  const labels: { label: string; tone: BadgeTone }[] = [];
  if (discussion.pinned) labels.push({ label: "Announcement", tone: "primary" });
  if (discussion.closed) labels.push({ label: "Closed", tone: "muted" });
  if (discussion.resolved) labels.push({ label: "Resolved", tone: "success" });
  const question = discussion.type === "question" ? QUESTION_STATUS[discussion.statusID] : undefined;
  if (question) labels.push(question);
  if (labels.length === 0) return null;
  return (
    <ul aria-label="Status" className="flex flex-wrap gap-1">
      {labels.map(({ label, tone }) => (
        <li key={label}>
          <Badge tone={tone}>{label}</Badge>
        </li>
      ))}
    </ul>
  );
}

export default function OriginalPostAsset(props: PostAssetOriginalPostHydrated) {
  const [discussion, setDiscussion] = useState(props.discussion);
  useEffect(() => setDiscussion(props.discussion), [props.discussion]);
  const title = props.titleType === "static" && props.title ? props.title : discussion.name;
  const post = (
    <article
      aria-labelledby="original-post-title"
      className="mb-6"
      data-discussion-id={discussion.discussionID}
    >
      <header className="flex flex-col gap-2">
        <StatusLabels discussion={discussion} />
        <div className="flex items-start gap-2">
          <h1
            id="original-post-title"
            className="min-w-0 flex-1 text-2xl font-bold tracking-tight break-words"
          >
            {title}
          </h1>
          <DiscussionEditLink discussion={discussion} />
          <DiscussionOptionsMenu discussion={discussion} onChanged={setDiscussion} />
        </div>
        {props.subtitle ? <p className="text-sm text-fg-muted">{props.subtitle}</p> : null}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
          <PostAuthor user={discussion.insertUser} />
          <RelativeTime date={discussion.dateInserted} />
          {discussion.category ? (
            <>
              <span aria-hidden="true">·</span>
              <span>
                in{" "}
                <AppLink to={discussion.category.url} className="font-semibold text-fg hover:text-primary">
                  {discussion.category.name}
                </AppLink>
              </span>
            </>
          ) : null}
        </p>
      </header>
      <div
        className="userContent mt-4 text-fg"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API (src/server/format)
        dangerouslySetInnerHTML={{ __html: discussion.body ?? "" }}
      />
      {discussion.dateUpdated && props.updateUser ? (
        <p className="mt-3 text-xs text-fg-muted">
          Updated by{" "}
          <UserCardLink user={props.updateUser} className="font-semibold hover:text-primary">
            {props.updateUser.name}
          </UserCardLink>{" "}
          <RelativeTime date={discussion.dateUpdated} />
        </p>
      ) : null}
      <footer className="mt-4">
        <EngagementBar recordType="discussion" discussion={discussion} />
      </footer>
    </article>
  );
  // A frame only when the layout asks for one: the post itself is the page's heading.
  return props.containerOptions ? (
    <WidgetContainer containerOptions={props.containerOptions}>{post}</WidgetContainer>
  ) : (
    post
  );
}
