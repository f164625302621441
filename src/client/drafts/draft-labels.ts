// How a draft is named in lists: a discussion or an article by its title, a comment by where it replies.
import { englishText, type Translate } from "../../lib/english-text";
import { msg } from "../../lib/i18n/msg";
import type { Draft } from "../../types/generated/api/draft";

export function draftTitle(draft: Draft, t: Translate = englishText): string {
  const meta = draft.attributes.draftMeta ?? {};
  if (draft.recordType === "article") {
    return meta.name?.trim() || (draft.recordID ? t("Untitled article edit") : t("Untitled article"));
  }
  if (draft.recordType === "discussion") {
    const name = meta.name?.trim() || draft.attributes.name?.trim();
    if (name) return name;
    return draft.recordID ? t("Untitled edit") : t("Untitled discussion");
  }
  return meta.commentParentID ? t("Reply to a comment") : t("Comment");
}

export function draftExcerpt(draft: Draft, length = 140): string {
  const text = (draft.attributes.body ?? "").replace(/\s+/g, " ").trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

export const STATUS_LABELS: Record<Draft["draftStatus"], string> = {
  draft: msg("Draft"),
  scheduled: msg("Scheduled"),
  error: msg("Failed to publish"),
};
