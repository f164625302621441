// Reading a post in one's own language (docs/reference/localisation.md#reading-a-post-in-your-language): the post's
// rendered, sanitized HTML (and a discussion's title) go through the machine translation service of the reader's
// locale; the answer is sanitized again and kept per post and locale with a hash of what was translated, so an edit
// makes the next reader translate afresh (and editing deletes the rows: dropPostTranslations).
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { PostTranslation } from "../../../types/generated/api/post-translation";
import type { Db, Tx } from "../../db/client";
import { postTranslations } from "../../db/schema";
import { sanitizeBodyHtml } from "../../format/sanitize";
import { ApiError, notFound } from "../../http/errors";
import { getComment } from "../comment-get";
import type { ServiceContext } from "../context";
import { getDiscussion } from "../discussions";
import { serviceFailure, translatorForLocale } from "./service-settings";

type PostType = PostTranslation["recordType"];

interface Source {
  name: string | null;
  body: string;
}

async function readSource(ctx: ServiceContext, recordType: PostType, recordID: number): Promise<Source> {
  if (recordType === "discussion") {
    const discussion = await getDiscussion(ctx, recordID);
    if (!discussion) throw notFound("Discussion");
    return { name: discussion.name, body: discussion.body ?? "" };
  }
  const comment = await getComment(ctx, recordID);
  if (!comment) throw notFound("Comment");
  return { name: null, body: comment.body };
}

function hashOf(source: Source): string {
  return createHash("sha256")
    .update(`${source.name ?? ""}\u0000${source.body}`)
    .digest("hex");
}

export async function translatePost(
  ctx: ServiceContext,
  recordType: PostType,
  recordID: number,
  locale: string,
): Promise<PostTranslation> {
  const source = await readSource(ctx, recordType, recordID);
  const sourceHash = hashOf(source);
  const key = and(
    eq(postTranslations.recordType, recordType),
    eq(postTranslations.recordID, recordID),
    eq(postTranslations.locale, locale),
  );
  const [cached] = await ctx.db.select().from(postTranslations).where(key).limit(1);
  if (cached && cached.sourceHash === sourceHash) {
    return present(cached, true);
  }
  const translator = await translatorForLocale(ctx.db, locale);
  if (!translator) throw new ApiError(409, "No translation service translates into this language.");
  const fresh = await translateSource(translator, source, locale);
  const values = {
    recordType,
    recordID,
    locale,
    sourceHash,
    name: fresh.name,
    body: fresh.body,
    detectedSource: fresh.detectedSource,
    service: translator.type,
    dateInserted: new Date(),
  };
  await ctx.db
    .insert(postTranslations)
    .values(values)
    .onConflictDoUpdate({
      target: [postTranslations.recordType, postTranslations.recordID, postTranslations.locale],
      set: values,
    });
  return present(values, false);
}

async function translateSource(
  translator: NonNullable<Awaited<ReturnType<typeof translatorForLocale>>>,
  source: Source,
  locale: string,
): Promise<{ name: string | null; body: string; detectedSource: string | null }> {
  try {
    const body = await translator.translate({ texts: [source.body], to: locale, format: "html" });
    const name = source.name
      ? await translator.translate({ texts: [source.name], to: locale, format: "text" })
      : null;
    return {
      name: name?.texts[0] ?? null,
      // What a service answers is not trusted more than what members write.
      body: sanitizeBodyHtml(body.texts[0] ?? ""),
      detectedSource: body.detectedSource,
    };
  } catch (error) {
    throw serviceFailure(error);
  }
}

function present(
  row: Pick<
    typeof postTranslations.$inferSelect,
    "recordType" | "recordID" | "locale" | "name" | "body" | "detectedSource" | "service"
  >,
  cached: boolean,
): PostTranslation {
  return {
    recordType: row.recordType as PostType,
    recordID: row.recordID,
    locale: row.locale,
    name: row.name,
    body: row.body,
    detectedSource: row.detectedSource,
    service: row.service as PostTranslation["service"],
    cached,
  };
}

/** After an edit (in its transaction): the translations of the old text are gone. */
export async function dropPostTranslations(
  db: Db | Tx,
  recordType: PostType,
  recordID: number,
): Promise<void> {
  await db
    .delete(postTranslations)
    .where(and(eq(postTranslations.recordType, recordType), eq(postTranslations.recordID, recordID)));
}
