// Contract (issue 6): the moderation operations on one discussion that both the discussion options (one at a time)
// and bulk moderation (many, as long-runners) perform, so counts, redirects and the content log stay right either
// way. Each checks the viewer's permission in the discussion's category and throws the API error when refused.
// The bulk moderation work fills these in.
import type { ServiceContext } from "../context";

export interface MoveOptions {
  /** Leave a redirect discussion behind in the old category. */
  addRedirects?: boolean;
}

export async function moveDiscussion(
  _services: ServiceContext,
  _discussionID: number,
  _categoryID: number,
  _options: MoveOptions = {},
): Promise<void> {
  throw new Error("moveDiscussion is not built yet");
}

export async function setDiscussionClosed(
  _services: ServiceContext,
  _discussionID: number,
  _closed: boolean,
): Promise<void> {
  throw new Error("setDiscussionClosed is not built yet");
}

/** Deletes the discussion and its comments, keeping them in the content log. */
export async function deleteDiscussion(_services: ServiceContext, _discussionID: number): Promise<void> {
  throw new Error("deleteDiscussion is not built yet");
}
