// Checks a posted body the way it will be shown: rendered and sanitized. A body that sanitizes to nothing (only a
// script tag, only spaces) is refused as empty, before anything is written. Mentions are resolved to users here.
import type { MentionedUser } from "../../../types/generated/api/mentioned-user";
import type { Db } from "../../db/client";
import type { RenderedBody } from "../../format/render";
import { existingUserNames } from "../../format/stored-bodies";
import type { FieldErrorInput } from "../../http/errors";

/** Field errors for a body that renders to no visible content; empty when it is fine. */
export function bodyErrors(rendered: RenderedBody): FieldErrorInput[] {
  const visible = rendered.html.replace(/<(?!img\b)[^>]*>/g, "").trim();
  if (visible) return [];
  return [{ field: "body", code: "empty", message: "body must contain some text." }];
}

/** The users mentioned, in order of first mention; names that belong to nobody are left out. */
export async function resolveMentions(db: Db, rendered: RenderedBody): Promise<MentionedUser[]> {
  if (!rendered.mentions.length) return [];
  const users = await existingUserNames(db, rendered.mentions);
  const result: MentionedUser[] = [];
  for (const name of rendered.mentions) {
    const user = users.get(name.toLowerCase());
    if (user && !result.some((m) => m.userID === user.userID)) result.push(user);
  }
  return result;
}
