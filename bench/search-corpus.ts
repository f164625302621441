// The search bench's bulk text: discussions and comments written by set-based SQL from a fixed vocabulary, with a
// skewed draw (low word numbers far more often), so "upgrade" is common; one title in about a thousand carries a
// rare word ("zeppelin").
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";

const COMMON = [
  "upgrade",
  "install",
  "error",
  "login",
  "password",
  "email",
  "server",
  "database",
  "plugin",
  "theme",
  "mobile",
  "page",
  "post",
  "comment",
  "category",
  "user",
  "profile",
  "search",
  "settings",
  "update",
  "version",
  "problem",
  "question",
  "answer",
  "help",
  "feature",
  "request",
  "bug",
  "crash",
  "slow",
  "fast",
  "cache",
  "image",
  "upload",
  "file",
  "permission",
  "role",
  "moderator",
  "admin",
  "notification",
  "digest",
  "follow",
  "reaction",
  "vote",
  "layout",
  "widget",
  "banner",
  "menu",
  "link",
  "button",
  "editor",
  "draft",
  "schedule",
  "translate",
  "language",
  "french",
  "english",
  "docker",
  "backup",
  "restore",
  "migration",
  "import",
  "export",
  "api",
  "token",
  "webhook",
  "integration",
  "analytics",
  "report",
  "spam",
  "badge",
  "rank",
  "points",
  "group",
  "invite",
  "tag",
  "filter",
];
const RARE = ["zeppelin", "quasar", "marmalade", "obsidian", "tangerine", "fjord", "kaleidoscope", "sextant"];
const VOCABULARY = COMMON;

/** One of the rare words, for about one row in a thousand: a rare query matches a handful at any scale. */
function rareWord(seedColumn: string): string {
  return `' ' || (ARRAY[${RARE.map((word) => `'${word}'`).join(",")}])[1 + (${seedColumn} / 997 - 1) % ${RARE.length}]`;
}

/** The text of one row: `words` words drawn with a skew towards the start of the vocabulary. */
function textExpression(seedColumn: string, words: number) {
  const n = VOCABULARY.length;
  return sql.raw(`(SELECT string_agg(v.w[1 + floor(power(random(), 2.5) * ${n})::int], ' ')
      FROM (SELECT ARRAY[${VOCABULARY.map((word) => `'${word}'`).join(",")}] AS w) v,
           generate_series(1, ${words}) AS k WHERE ${seedColumn} > 0)`);
}

export interface BulkScale {
  discussions: number;
  comments: number;
  /** Distinguishes batches seeded one after the other (their dates differ). */
  offset: number;
}

/** Inserts the discussions, then the comments spread over them, in three public categories of the demo, by its
 * members. */
export async function seedBulkText(database: Database, scale: BulkScale): Promise<void> {
  const { db } = database;
  const start = sql.raw(`timestamp '2025-01-01' + interval '${scale.offset} day'`);
  await db.execute(sql`
    INSERT INTO discussions ("categoryID", name, body, format, "insertUserID", "dateInserted", "dateLastComment")
    SELECT c."categoryID",
           ${textExpression("n", 6)} || CASE WHEN n % 997 = 0 THEN ${sql.raw(rareWord("n"))} ELSE '' END,
           ${textExpression("n", 40)}, 'text', 1 + n % 20,
           ${start} + n * interval '1 minute', ${start} + n * interval '1 minute'
    FROM generate_series(1, ${scale.discussions}) AS n
    JOIN LATERAL (SELECT "categoryID" FROM categories WHERE urlcode IN ('general', 'help', 'getting-started')
                  ORDER BY "categoryID" OFFSET n % 3 LIMIT 1) c ON true`);
  await db.execute(sql`
    INSERT INTO comments ("discussionID", "parentCommentID", depth, body, format, "insertUserID", "dateInserted")
    SELECT d.id, NULL, 1, ${textExpression("n", 25)}, 'text', 1 + n % 20, ${start} + n * interval '1 second'
    FROM generate_series(1, ${scale.comments}) AS n
    JOIN LATERAL (SELECT max("discussionID") - (n % ${Math.max(1, scale.discussions)}) AS id FROM discussions) d
      ON true`);
}

/** The request kinds the bench times, as a guest; the filtered one in the given category. */
export const searchQueries = (categoryID: number): Record<string, string> => ({
  "common word (upgrade)": "/api/v2/search?query=upgrade&limit=30",
  "rare word (zeppelin)": "/api/v2/search?query=zeppelin&limit=30",
  "three words": "/api/v2/search?query=upgrade%20database%20error&limit=30",
  phrase: "/api/v2/search?query=%22upgrade%20error%22&limit=30",
  "filtered (category + author)": `/api/v2/search?query=upgrade&categoryID=${categoryID}&insertUserIDs[]=2&limit=30`,
  "summary (facets, did you mean)": "/api/v2/search/summary?query=upgrde",
  "autocomplete (upg)": "/api/v2/search/suggestions?query=upg",
});
