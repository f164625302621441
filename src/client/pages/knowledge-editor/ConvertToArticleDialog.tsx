// Convert to article, from the discussion options (docs/reference/knowledge-base.md#converting-a-discussion): a moderator
// picks a knowledge base they may write in and its category, what the article is made from (the whole discussion,
// or on a question with an accepted answer that answer) and whether it is published at once or kept as a draft;
// POST /articles/from-discussion, then the article opens (its page once published, its editor while a draft). The
// articles already made from the discussion are listed first, so nothing is converted twice by mistake. Loaded
// only when the option is chosen.
import { type ReactNode, useId, useState } from "react";
import { useNavigate } from "react-router";
import type { Discussion } from "../../../types/generated/api/discussion";
import { AppLink } from "../../../ui/AppLink";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { toast } from "../../../ui/toast-store";
import type { ArticleStatus } from "../../api/knowledge/articles";
import {
  useAcceptedAnswers,
  useArticlesFromDiscussion,
  useConvertDiscussionMutation,
} from "../../api/knowledge/convert";
import { editableKnowledgeBases, useKnowledgeBases } from "../../api/knowledge/knowledge-bases";
import { OptionDialog } from "../../moderation/OptionDialog";
import { ArticlePlaceFields } from "./ArticlePlaceFields";
import { articleEditPath } from "./paths";

/** Q&A status 3: the question has an accepted answer (comment-thread/answers.ts). */
const ACCEPTED = 3;

export interface ConvertToArticleDialogProps {
  discussion: Pick<Discussion, "discussionID" | "name" | "type" | "statusID">;
  onClose(): void;
}

type Source = "discussion" | number;

function RadioChoice({
  name,
  checked,
  label,
  onChoose,
}: {
  name: string;
  checked: boolean;
  label: string;
  onChoose(): void;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-fg">
      <input
        type="radio"
        name={name}
        className="size-4 accent-primary"
        checked={checked}
        onChange={onChoose}
      />
      {label}
    </label>
  );
}

export function ConvertToArticleDialog({ discussion, onClose }: ConvertToArticleDialogProps) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const bases = useKnowledgeBases();
  const writable = editableKnowledgeBases(bases.data ?? []);
  const isAnswered = discussion.type === "question" && discussion.statusID === ACCEPTED;
  const answers = useAcceptedAnswers(discussion.discussionID, isAnswered);
  const existing = useArticlesFromDiscussion(discussion.discussionID);
  const convert = useConvertDiscussionMutation();
  const [place, setPlace] = useState<{ knowledgeBaseID: number | null; knowledgeCategoryID: number | null }>({
    knowledgeBaseID: null,
    knowledgeCategoryID: null,
  });
  const [source, setSource] = useState<Source>("discussion");
  const [status, setStatus] = useState<ArticleStatus>("draft");
  // The only knowledge base the moderator may write in is chosen for them.
  const knowledgeBaseID =
    place.knowledgeBaseID ?? (writable.length === 1 ? (writable[0]?.knowledgeBaseID ?? null) : null);

  const submit = async () => {
    if (knowledgeBaseID === null) return;
    const article = await convert.mutateAsync({
      discussionID: discussion.discussionID,
      ...(source !== "discussion" ? { commentID: source } : {}),
      knowledgeBaseID,
      knowledgeCategoryID: place.knowledgeCategoryID,
      status,
    });
    toast.success(
      status === "published" ? t("The article was published.") : t("The article was saved as a draft."),
    );
    onClose();
    navigate(status === "published" ? article.url : articleEditPath(article.articleID));
  };

  let body: ReactNode;
  if (bases.isPending) body = <Loader label={t("Loading the knowledge bases")} />;
  else if (bases.isError)
    body = <p role="alert">{t("The knowledge bases could not be loaded. Please try again later.")}</p>;
  else if (writable.length === 0) body = <p>{t("You cannot write articles in any knowledge base.")}</p>;
  else
    body = (
      <>
        {existing.data?.length ? (
          <div className="rounded-control bg-bg-hover/50 p-3 text-sm">
            <p className="font-semibold text-fg-heading">{t("Already made into:")}</p>
            <ul className="mt-1 list-disc ps-5">
              {existing.data.map((article) => (
                <li key={article.articleID}>
                  <AppLink to={article.url} className="text-primary hover:underline">
                    {article.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ArticlePlaceFields
          id={`${id}-place`}
          knowledgeBases={writable}
          knowledgeBaseID={knowledgeBaseID}
          knowledgeCategoryID={place.knowledgeCategoryID}
          onChange={setPlace}
          errors={{}}
        />
        {isAnswered ? (
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 text-sm font-semibold text-fg-heading">
              {t("Make the article from")}
            </legend>
            <RadioChoice
              name={`${id}-source`}
              checked={source === "discussion"}
              label={t("The whole discussion")}
              onChoose={() => setSource("discussion")}
            />
            {answers.isPending ? <Loader label={t("Loading the accepted answers")} /> : null}
            {(answers.data ?? []).map((answer) => (
              <RadioChoice
                key={answer.commentID}
                name={`${id}-source`}
                checked={source === answer.commentID}
                label={t("The accepted answer by {name}", {
                  name: answer.insertUser?.name ?? t("Unknown User"),
                })}
                onChoose={() => setSource(answer.commentID)}
              />
            ))}
          </fieldset>
        ) : null}
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1 text-sm font-semibold text-fg-heading">{t("Status")}</legend>
          <RadioChoice
            name={`${id}-status`}
            checked={status === "draft"}
            label={t("Save as a draft, to edit first")}
            onChoose={() => setStatus("draft")}
          />
          <RadioChoice
            name={`${id}-status`}
            checked={status === "published"}
            label={t("Publish now")}
            onChoose={() => setStatus("published")}
          />
        </fieldset>
      </>
    );

  return (
    <OptionDialog
      open
      title={t("Convert to Article")}
      description={t("Make an article of “{name}”. The discussion stays as it is and links to the article.", {
        name: discussion.name,
      })}
      submitLabel={t("Convert")}
      pendingLabel={t("Converting…")}
      canSubmit={knowledgeBaseID !== null}
      onSubmit={submit}
      onClose={onClose}
    >
      {body}
    </OptionDialog>
  );
}
