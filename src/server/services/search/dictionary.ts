// "Did you mean" (docs/reference/search.md#did-you-mean). The dictionary (search_dictionary) holds the words of
// discussions and knowledge-base articles a guest may read — titles of all, bodies of the newest — counted by
// ts_stat with the simple
// configuration (real words, not stems). It is rebuilt when first needed, then at most every REBUILD_AFTER_MS once
// content changed, inside the request that needs it (a search never writes in the background). A word typed that
// the dictionary lacks is replaced by the most similar one (pg_trgm), and only if a guest can still find that word
// now: a dictionary built before a category turned private can never leak one of its words.
import { sql } from "drizzle-orm";
import { viewerForUser } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { knowledgeAccess } from "../knowledge/access";
import { selectRows } from "../sql";
import { intArray, textList } from "./sql-parts";
import { plainWordsMatch, type TextQuery } from "./text-query";

const REBUILD_AFTER_MS = 10 * 60_000;
/** Bodies read for the dictionary: the newest discussions' (titles are read for all). */
const BODY_DISCUSSIONS = 20_000;
/** Bodies read for the dictionary: the newest published articles' (titles are read for all). */
const BODY_ARTICLES = 5_000;
const MAX_WORDS = 100_000;
const MIN_SIMILARITY = 0.4;
/** Shorter words are left alone: too many near neighbours. */
const MIN_WORD_LENGTH = 4;
const MAX_WORDS_CHECKED = 6;

/** What a guest may read: the categories, and the knowledge bases (knowledge/access.ts, as a guest). */
interface GuestScope {
  categoryIDs: number[];
  knowledgeBaseIDs: number[];
}

async function guestScope(db: Db): Promise<GuestScope> {
  const guest = await viewerForUser(db, null);
  return {
    categoryIDs: guest.permissions.visibleCategoryIDs(),
    knowledgeBaseIDs: (await knowledgeAccess({ db, viewer: guest })).viewableIDs,
  };
}

const idList = (ids: readonly number[]) => ids.filter((id) => Number.isSafeInteger(id)).join(",");

/** The statement ts_stat reads: its text carries the IDs (integers) since ts_stat takes SQL as text. */
function corpusStatement(scope: GuestScope, firstBody: { discussionID: number; articleID: number }): string {
  const discussions = `SELECT to_tsvector('pg_catalog.simple', d."name" || ' ' || CASE WHEN d."discussionID" >= ${firstBody.discussionID} THEN left(d."body", 5000) ELSE '' END) FROM "discussions" d WHERE d."categoryID" = ANY('{${idList(scope.categoryIDs)}}'::int[]) AND d."type" <> 'redirect'`;
  const articles = `SELECT to_tsvector('pg_catalog.simple', a."name" || ' ' || CASE WHEN a."articleID" >= ${firstBody.articleID} THEN left(a."body", 5000) ELSE '' END) FROM "articles" a WHERE a."knowledgeBaseID" = ANY('{${idList(scope.knowledgeBaseIDs)}}'::int[]) AND a."status" = 'published'`;
  return `${discussions} UNION ALL ${articles}`;
}

/** The first row whose body is read: the newest `count` rows' bodies are. */
async function firstBodyID(db: Db, table: "discussions" | "articles", count: number): Promise<number> {
  const id = table === "discussions" ? "discussionID" : "articleID";
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`SELECT ${sql.raw(`"${id}"`)} AS "id" FROM ${sql.raw(`"${table}"`)} ORDER BY ${sql.raw(`"${id}"`)} DESC OFFSET ${count} LIMIT 1`,
  );
  return row?.id ?? 0;
}

async function rebuild(db: Db): Promise<void> {
  const [scope, discussionID, articleID] = await Promise.all([
    guestScope(db),
    firstBodyID(db, "discussions", BODY_DISCUSSIONS),
    firstBodyID(db, "articles", BODY_ARTICLES),
  ]);
  const statement = corpusStatement(scope, { discussionID, articleID });
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM "search_dictionary"`);
    await tx.execute(sql`INSERT INTO "search_dictionary" ("word", "ndoc")
      SELECT word, ndoc FROM ts_stat(${statement})
       WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9_./:@-]'
       ORDER BY ndoc DESC, word LIMIT ${MAX_WORDS}`);
    await tx.execute(sql`INSERT INTO "search_dictionary_state" ("searchDictionaryStateID", "dateBuilt", "generation")
      VALUES (1, now(), coalesce((SELECT "generation" FROM "content_generation" WHERE "contentGenerationID" = 1), 0))
      ON CONFLICT ("searchDictionaryStateID") DO UPDATE SET "dateBuilt" = excluded."dateBuilt",
        "generation" = excluded."generation"`);
  });
}

/** One rebuild at a time per database. */
const running = new WeakMap<Db, Promise<void>>();

/** Rebuilds the dictionary now (also what a scheduled job or a test calls). */
export function refreshSearchDictionary(db: Db): Promise<void> {
  const current = running.get(db);
  if (current) return current;
  const work = rebuild(db).finally(() => running.delete(db));
  running.set(db, work);
  return work;
}

async function needsRebuild(db: Db): Promise<boolean> {
  const [state] = await selectRows<{ ageMs: number | string; changed: boolean }>(
    db,
    sql`SELECT extract(epoch from (now() - s."dateBuilt")) * 1000 AS "ageMs",
        s."generation" <> coalesce((SELECT "generation" FROM "content_generation" WHERE "contentGenerationID" = 1), 0) AS "changed"
      FROM "search_dictionary_state" s WHERE s."searchDictionaryStateID" = 1`,
  );
  if (!state) return true;
  return state.changed && Number(state.ageMs) > REBUILD_AFTER_MS;
}

async function knownWords(db: Db, words: readonly string[]): Promise<Set<string>> {
  const rows = await selectRows<{ word: string }>(
    db,
    sql`SELECT "word" FROM "search_dictionary" WHERE "word" IN (${textList(words)})`,
  );
  return new Set(rows.map((row) => row.word));
}

async function closestWords(db: Db, word: string): Promise<string[]> {
  const rows = await selectRows<{ word: string }>(
    db,
    sql`SELECT "word" FROM "search_dictionary"
      WHERE "word" % ${word} AND similarity("word", ${word}) >= ${MIN_SIMILARITY}
      ORDER BY similarity("word", ${word}) DESC, "ndoc" DESC, "word" LIMIT 3`,
  );
  return rows.map((row) => row.word);
}

/** Whether a guest can find the word today, in any discussion's or article's configuration. */
async function guestCanFind(db: Db, scope: GuestScope, word: string): Promise<boolean> {
  if (!scope.categoryIDs.length && !scope.knowledgeBaseIDs.length) return false;
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM "discussions" d
      WHERE d."categoryID" = ANY(${intArray(scope.categoryIDs)}) AND d."type" <> 'redirect'
        AND ${plainWordsMatch(sql.raw(`d."searchVector"`), sql.raw(`d."searchConfig"`), word)})
      OR EXISTS (SELECT 1 FROM "articles" a
      WHERE a."knowledgeBaseID" = ANY(${intArray(scope.knowledgeBaseIDs)}) AND a."status" = 'published'
        AND ${plainWordsMatch(sql.raw(`a."searchVector"`), sql.raw(`a."searchConfig"`), word)}) AS "found"`,
  );
  return row?.found === true;
}

async function replacementFor(db: Db, scope: GuestScope, word: string): Promise<string | null> {
  for (const candidate of await closestWords(db, word)) {
    if (candidate !== word && (await guestCanFind(db, scope, candidate))) return candidate;
  }
  return null;
}

/** The query with its unknown words replaced, or null when no word needs (or has) a better spelling. */
export async function didYouMean(db: Db, text: TextQuery): Promise<string | null> {
  const words = [...new Set(text.words.filter((word) => word.length >= MIN_WORD_LENGTH))].slice(
    0,
    MAX_WORDS_CHECKED,
  );
  if (!words.length) return null;
  if (await needsRebuild(db)) await refreshSearchDictionary(db);
  const known = await knownWords(db, words);
  const unknown = words.filter((word) => !known.has(word));
  if (!unknown.length) return null;
  const scope = await guestScope(db);
  let suggestion = text.raw;
  let changed = false;
  for (const word of unknown) {
    const better = await replacementFor(db, scope, word);
    if (!better) continue;
    suggestion = suggestion.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "giu"),
      better,
    );
    changed = true;
  }
  return changed ? suggestion : null;
}
