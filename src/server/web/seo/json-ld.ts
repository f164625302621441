// Structured data (schema.org as JSON-LD) for search engines: a discussion as a DiscussionForumPosting with the
// comments of the page shown, a question as a QAPage with its accepted and suggested answers, a category trail as
// a BreadcrumbList. Every URL is absolute (the site's public address); texts are plain, and capped so a long
// thread cannot bloat the page.
import type { Breadcrumb } from "../../../types/generated/api/breadcrumb";
import type { Comment } from "../../../types/generated/api/comment";
import type { Discussion, UserFragment } from "../../../types/generated/api/discussion";
import { absoluteUrl } from "../../public-url";
import { plainTextOf, shorten } from "./text";

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";
const POST_TEXT_LENGTH = 5000;
const COMMENT_TEXT_LENGTH = 1000;

/** A comment with its nested replies (the thread widgets' shape). */
type ThreadComment = Comment & { children?: ThreadComment[] | undefined };

export interface PostLdInput {
  discussion: Discussion;
  /** The absolute canonical URL of the page. */
  url: string;
  publicUrl: string;
  /** The comments the page shows (nested replies included). */
  comments: readonly ThreadComment[];
  image?: string | undefined;
}

export function person(user: UserFragment | undefined, publicUrl: string): JsonLd | undefined {
  if (!user) return undefined;
  return { "@type": "Person", name: user.name, url: absoluteUrl(publicUrl, user.url) };
}

/** Leaves out the keys whose value is undefined, so the JSON stays small and valid for validators. */
export function compact(value: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

function commentLd(comment: ThreadComment, publicUrl: string, type: "Comment" | "Answer"): JsonLd {
  const replies = comment.children ?? [];
  return compact({
    "@type": type,
    text: shorten(plainTextOf(comment.body), COMMENT_TEXT_LENGTH),
    datePublished: comment.dateInserted,
    dateModified: comment.dateUpdated ?? undefined,
    url: absoluteUrl(publicUrl, comment.url),
    author: person(comment.insertUser, publicUrl),
    upvoteCount: type === "Answer" ? comment.score : undefined,
    comment: replies.length ? replies.map((reply) => commentLd(reply, publicUrl, "Comment")) : undefined,
  });
}

function commentCounter(count: number): JsonLd {
  return {
    "@type": "InteractionCounter",
    interactionType: "https://schema.org/CommentAction",
    userInteractionCount: count,
  };
}

export function discussionForumPosting(input: PostLdInput): JsonLd {
  const { discussion, publicUrl } = input;
  return compact({
    "@context": CONTEXT,
    "@type": "DiscussionForumPosting",
    "@id": input.url,
    headline: discussion.name,
    text: shorten(plainTextOf(discussion.body ?? ""), POST_TEXT_LENGTH),
    url: input.url,
    datePublished: discussion.dateInserted,
    dateModified: discussion.dateUpdated ?? undefined,
    author: person(discussion.insertUser, publicUrl),
    image: input.image,
    interactionStatistic: commentCounter(discussion.countComments),
    comment: input.comments.map((comment) => commentLd(comment, publicUrl, "Comment")),
  });
}

export interface QuestionLdInput extends PostLdInput {
  /** Answers the asker or a moderator accepted. */
  acceptedAnswers: readonly ThreadComment[];
}

/**
 * A question page. The page's other comments by someone other than the asker are its suggested answers (Q&A: an
 * answer is a comment by someone else); rejected ones are left out.
 */
export function qaPage(input: QuestionLdInput): JsonLd {
  const { discussion, publicUrl } = input;
  const accepted = new Set(input.acceptedAnswers.map((answer) => answer.commentID));
  const suggested = input.comments.filter(
    (comment) =>
      !accepted.has(comment.commentID) &&
      comment.insertUserID !== discussion.insertUserID &&
      comment.answerStatus !== "rejected",
  );
  const question = compact({
    "@type": "Question",
    name: discussion.name,
    text: shorten(plainTextOf(discussion.body ?? "") || discussion.name, POST_TEXT_LENGTH),
    url: input.url,
    datePublished: discussion.dateInserted,
    dateModified: discussion.dateUpdated ?? undefined,
    author: person(discussion.insertUser, publicUrl),
    image: input.image,
    answerCount: Math.max(discussion.countComments, accepted.size + suggested.length),
    acceptedAnswer: input.acceptedAnswers.length
      ? input.acceptedAnswers.map((answer) => commentLd(answer, publicUrl, "Answer"))
      : undefined,
    suggestedAnswer: suggested.length
      ? suggested.map((answer) => commentLd(answer, publicUrl, "Answer"))
      : undefined,
  });
  return { "@context": CONTEXT, "@type": "QAPage", mainEntity: question };
}

/** The trail from Home down to the page; the last item is the page itself. */
export function breadcrumbList(crumbs: readonly Breadcrumb[], publicUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.url),
    })),
  };
}
