// The question's answers (docs/reference/layout-widgets.md#assets react.asset.answerThread): tabs All Replies /
// Accepted Answers / Rejected Answers (the last for moderators only). All Replies lists the accepted answers first,
// then the thread page. The question's author and moderators accept, reject or reset each answer in place.
import { useState } from "react";
import { AnswerControls, type AnswerStatus } from "../../src/client/post/AnswerControls";
import { CommentThreadView } from "../../src/client/post/CommentThreadView";
import type { Comment } from "../../src/types/generated/api/comment";
import type { PostAssetAnswerThreadHydrated } from "../../src/types/generated/widgets/hydrated/answer-thread";
import { cx } from "../../src/ui/cx";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { Tabs } from "../../src/ui/Tabs";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

const answerTabClass = (selected: boolean) =>
  cx(
    "-mb-px border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary",
    selected ? "border-primary text-primary-hover" : "border-transparent text-fg-muted hover:text-fg",
  );

function withStatuses(comments: Comment[], statuses: ReadonlyMap<number, AnswerStatus>): Comment[] {
  return comments.map((comment) => ({
    ...comment,
    answerStatus: statuses.has(comment.commentID) ? statuses.get(comment.commentID) : comment.answerStatus,
    children: withStatuses(comment.children ?? [], statuses),
  }));
}

/** Every answer of the page and both lists, by ID (to move an answer between lists when its status changes). */
function allAnswers(props: PostAssetAnswerThreadHydrated): Map<number, Comment> {
  const byID = new Map<number, Comment>();
  const visit = (list: Comment[]) => {
    for (const comment of list) {
      if (!byID.has(comment.commentID)) byID.set(comment.commentID, { ...comment, children: [], depth: 1 });
      visit(comment.children ?? []);
    }
  };
  visit(props.acceptedAnswers);
  visit(props.rejectedAnswers ?? []);
  visit(props.comments);
  return byID;
}

export default function AnswerThreadAsset(props: PostAssetAnswerThreadHydrated) {
  const i18n = useI18n();
  const t = useT();
  const [statuses, setStatuses] = useState<ReadonlyMap<number, AnswerStatus>>(new Map());
  const [tab, setTab] = useState("all");
  // A new page from the server carries the statuses: local choices are dropped (adjusting state while rendering).
  const [shownPage, setShownPage] = useState(props.comments);
  if (shownPage !== props.comments) {
    setShownPage(props.comments);
    setStatuses(new Map());
  }
  const answers = allAnswers(props);
  const listed = (status: "accepted" | "rejected") =>
    withStatuses([...answers.values()], statuses).filter((comment) => comment.answerStatus === status);
  const accepted = listed("accepted");
  const titles = props.tabTitles ?? {};
  const renderCommentExtras = (comment: Comment) =>
    props.canReview && comment.insertUserID !== props.discussion.insertUserID ? (
      <AnswerControls
        comment={comment}
        onChange={(commentID, status) => setStatuses((old) => new Map(old).set(commentID, status))}
      />
    ) : null;
  const common = {
    discussion: props.discussion,
    maxDepth: props.maxDepth,
    collapseChildDepth: props.collapseChildDepth,
    showOPTag: props.showOPTag ?? true,
    renderCommentExtras,
  };
  const fixedList = (comments: Comment[], emptyMessage: string) => (
    <CommentThreadView
      {...common}
      comments={comments}
      paging={{ page: 1, limit: comments.length || 1, total: comments.length }}
      sort={props.sort}
      defaultSort={props.defaultSort}
      emptyMessage={emptyMessage}
      bare
    />
  );
  const tabs = [
    {
      id: "all",
      // The tab titles are the author's, or the schema's defaults (catalogue keys).
      label: titles.all !== undefined ? i18n.text(titles.all) : t("All Replies"),
      panel: (
        <>
          {accepted.length > 0 ? (
            <section aria-label={t("Accepted answers")} className="mb-6">
              {fixedList(accepted, "")}
            </section>
          ) : null}
          <CommentThreadView
            {...common}
            comments={withStatuses(props.comments, statuses)}
            paging={props.paging}
            sort={props.sort}
            defaultSort={props.defaultSort}
            highlightCommentID={props.highlightCommentID}
            emptyMessage={t("No answers yet.")}
          />
        </>
      ),
    },
    {
      id: "accepted",
      label: titles.accepted !== undefined ? i18n.text(titles.accepted) : t("Accepted Answers"),
      panel: fixedList(accepted, t("No accepted answers yet.")),
    },
  ];
  if (props.rejectedAnswers) {
    tabs.push({
      id: "rejected",
      label: titles.rejected !== undefined ? i18n.text(titles.rejected) : t("Rejected Answers"),
      panel: fixedList(listed("rejected"), t("No rejected answers.")),
    });
  }
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : i18n.text(props.title ?? "")}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.description && i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <div>
        <Tabs
          tabs={tabs}
          selected={tab}
          onSelect={setTab}
          label={t("Answers")}
          renderPanel={(id) => tabs.find((item) => item.id === id)?.panel}
          listClassName="mb-4 flex gap-1 border-b border-border"
          tabClassName={answerTabClass}
        />
      </div>
    </WidgetContainer>
  );
}
