// The original post (docs/reference/layout-widgets.md#assets react.asset.originalPost): the title as the page's h1,
// the author (the name opens the user card), date and category, status labels (announcement, closed, resolved, Q&A
// status), the body (sanitized HTML rendered by the server), 'Updated by' when edited, then the engagement bar, the
// discussion options and the edit link (filled in by the engagement, moderation and editing work). Under the meta
// line, links to the knowledge base articles made from the discussion (docs/reference/knowledge-base.md#converting-a-discussion).

import { Fragment, useEffect, useState } from "react";
import { InPlace } from "../../src/client/discussion-meta/InPlace";
import { DiscussionEditLink } from "../../src/client/editing/PostEditControls";
import { EngagementBar } from "../../src/client/engagement/EngagementBar";
import { DiscussionOptionsMenu } from "../../src/client/moderation/DiscussionOptionsMenu";
import { PostAuthor } from "../../src/client/post/PostAuthor";
import { PostSignature } from "../../src/client/post/PostSignature";
import { TranslatablePostBody } from "../../src/client/translation/TranslatablePostBody";
import { UserCardLink } from "../../src/client/user-card/UserCardLink";
import { msg } from "../../src/lib/i18n/msg";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { PostAssetOriginalPostHydrated } from "../../src/types/generated/widgets/hydrated/original-post";
import { AppLink } from "../../src/ui/AppLink";
import { Badge, type BadgeTone } from "../../src/ui/Badge";
import { RichMessage, useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { RelativeTime } from "../../src/ui/RelativeTime";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

/** Q&A statuses (comment-thread/answers.ts): 1 unanswered, 2 answered, 3 accepted, 4 rejected. Labels are keys. */
const QUESTION_STATUS: Record<number, { label: string; tone: BadgeTone }> = {
  1: { label: msg("Unanswered"), tone: "warning" },
  2: { label: msg("Answered"), tone: "primary" },
  3: { label: msg("Accepted Answer"), tone: "success" },
  4: { label: msg("Rejected"), tone: "muted" },
};

function StatusLabels({ discussion }: { discussion: Discussion }) {
  const t = useT();
  const labels: { label: string; tone: BadgeTone }[] = [];
  if (discussion.pinned) labels.push({ label: msg("Announcement"), tone: "primary" });
  if (discussion.closed) labels.push({ label: msg("Closed"), tone: "muted" });
  if (discussion.resolved) labels.push({ label: msg("Resolved"), tone: "success" });
  const question = discussion.type === "question" ? QUESTION_STATUS[discussion.statusID] : undefined;
  if (question) labels.push(question);
  if (labels.length === 0) return null;
  return (
    <ul aria-label={t("Status")} className="flex flex-wrap gap-1">
      {labels.map(({ label, tone }) => (
        <li key={label}>
          <Badge tone={tone}>{t(label)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** "Updated by {name}", the name opening the member's user card. */
function UpdatedBy({ user }: { user: NonNullable<PostAssetOriginalPostHydrated["updateUser"]> }) {
  return (
    <RichMessage
      id="Updated by <user>{name}</user>"
      values={{
        name: user.name,
        user: (chunks) => (
          <UserCardLink user={user} className="font-semibold hover:text-primary">
            {chunks}
          </UserCardLink>
        ),
      }}
    />
  );
}

/** The articles made from this discussion, the link back from the discussion to the knowledge base. */
function ConvertedArticles({
  articles,
}: {
  articles: NonNullable<PostAssetOriginalPostHydrated["articles"]>;
}) {
  const t = useT();
  return (
    <p className="text-sm text-fg-muted">
      {t("Made into an article:")}{" "}
      {articles.map((article, index) => (
        <Fragment key={article.articleID}>
          {index > 0 ? ", " : null}
          <AppLink to={article.url} className="font-semibold text-primary hover:underline">
            {article.name}
          </AppLink>
        </Fragment>
      ))}
    </p>
  );
}

export default function OriginalPostAsset(props: PostAssetOriginalPostHydrated) {
  const i18n = useI18n();
  const [discussion, setDiscussion] = useState(props.discussion);
  useEffect(() => setDiscussion(props.discussion), [props.discussion]);
  // The author's own title (translated when it is a catalogue key), else the discussion's name.
  const title = props.titleType === "static" && props.title ? i18n.text(props.title) : discussion.name;
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
        {props.subtitle ? <p className="text-sm text-fg-muted">{i18n.text(props.subtitle)}</p> : null}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
          <PostAuthor user={discussion.insertUser} />
          <RelativeTime date={discussion.dateInserted} />
          {discussion.category ? (
            <>
              <span aria-hidden="true">·</span>
              <span>
                <InPlace place={discussion.category} />
              </span>
            </>
          ) : null}
        </p>
        {props.articles?.length ? <ConvertedArticles articles={props.articles} /> : null}
      </header>
      <TranslatablePostBody
        recordType="discussion"
        recordID={discussion.discussionID}
        html={discussion.body ?? ""}
        className="userContent mt-4 text-fg"
      />
      <PostSignature user={discussion.insertUser} />
      {discussion.dateUpdated && props.updateUser ? (
        <p className="mt-3 text-xs text-fg-muted">
          <UpdatedBy user={props.updateUser} /> <RelativeTime date={discussion.dateUpdated} />
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
