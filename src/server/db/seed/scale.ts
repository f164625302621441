// The scale seed: the base data (roles, users, categories, tags, reaction types), then N discussions with about
// ten threaded comments each, tags and reactions over 2.5 years, bulk-loaded with COPY in batches, counters last.
// Deterministic: a fixed PRNG seed and a fixed date range give the same database on every run and engine.
import { hashPassword } from "../../auth/password";
import type { Database } from "../client";
import { markSeeded } from "../seed-state";
import { type BaseSeed, DEMO_ANCHOR, seedBase } from "./base";
import { type BulkSink, openBulkSink, rawExec, rawQuery } from "./bulk";
import { CopyBuffer } from "./copy-text";
import { seedDemoSite } from "./demo-site";
import { dropForBulkLoad, restoreAfterBulkLoad } from "./load-indexes";
import { Random, WeightedPicker } from "./prng";
import { recountAll } from "./recount";
import {
  generateDiscussions,
  newBatch,
  type ReactionKind,
  type ScaleContext,
  scaleColumns,
} from "./scale-data";
import { seedScaleKnowledge } from "./scale-knowledge";
import { firstNames, lastNames, TextPool, tagWords } from "./scale-text";
import { resetSequences } from "./sequences";

export interface ScaleOptions {
  discussions: number;
  /** Knowledge-base articles added in a help center and a guide (scale-knowledge.ts); none when absent. */
  knowledgeArticles?: number;
  /** Password of every seeded user (base and scale users). */
  password: string;
  log?: (line: string) => void;
}

const SEED = 20_240_501;
const END_MS = DEMO_ANCHOR.getTime(); // the demo's fixed "now", so base users joined before the content
const START_MS = END_MS - Math.round(2.5 * 365.25 * 24 * 3_600_000);
const BATCH_DISCUSSIONS = 2_000;

const bulkColumns = {
  ...scaleColumns,
  users: ["userID", "name", "email", "passwordHash", "emailConfirmed", "dateInserted"],
  user_roles: ["userID", "roleID"],
} as const;
const bulkTables = Object.keys(bulkColumns);

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function seedScale(database: Database, options: ScaleOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const began = performance.now();
  const random = new Random(SEED);

  let phase = performance.now();
  const base = await seedBase(database.db, { password: options.password, now: DEMO_ANCHOR });
  log(`base data (roles, users, categories, tags, reaction types): ${seconds(phase)}`);

  phase = performance.now();
  const dropped = await dropForBulkLoad(database, bulkTables);
  const sink = openBulkSink(database, bulkColumns);
  try {
    const ctx = await prepareContext(database, sink, base, random, options);
    log(
      `prepared ${ctx.userIDs.length} authors, ${base.postable.length} categories, ${ctx.tagIDs.length} tags; ` +
        `dropped ${dropped.indexes.length} indexes and ${dropped.foreignKeys.length} foreign keys for the load`,
    );
    const loaded = await loadContent(ctx, sink, (done) => {
      log(
        `  ${done.toLocaleString("en")} / ${ctx.totalDiscussions.toLocaleString("en")} discussions (${seconds(phase)})`,
      );
    });
    await sink.close();
    log(
      `loaded ${ctx.totalDiscussions.toLocaleString("en")} discussions, ${loaded.comments.toLocaleString("en")} ` +
        `comments, ${loaded.reactions.toLocaleString("en")} reactions: ${seconds(phase)}`,
    );
  } catch (error) {
    sink.abort();
    throw error;
  }

  phase = performance.now();
  await restoreAfterBulkLoad(database, dropped);
  await resetSequences(database.db);
  log(`rebuilt indexes and foreign keys: ${seconds(phase)}`);

  if (options.knowledgeArticles) {
    await seedScaleKnowledge(database, { articles: options.knowledgeArticles, log });
  }

  phase = performance.now();
  await recountAll(database.db);
  // The demo's site sections, custom pages, stored layouts and collections, so every view type can be loaded at scale.
  await seedDemoSite(database.db, base, DEMO_ANCHOR);
  await rawExec(database, "ANALYZE");
  // Last: bulk COPY over several connections cannot be one transaction, so an interrupted scale seed is left
  // without this mark, and the server and this command refuse it until --reset (db/seed-state.ts).
  await markSeeded(database.db, "scale");
  log(`recounted counters and analyzed: ${seconds(phase)}`);
  log(`scale seed done in ${seconds(began)}`);
}

async function prepareContext(
  database: Database,
  sink: BulkSink,
  base: BaseSeed,
  random: Random,
  options: ScaleOptions,
): Promise<ScaleContext> {
  return {
    random,
    text: new TextPool(random),
    userIDs: await addScaleUsers(database, sink, random, options.discussions, options.password),
    categories: new WeightedPicker(base.postable.map((c) => ({ item: c.categoryID, weight: c.weight }))),
    tagIDs: await ensureScaleTags(database),
    reactions: reactionPicker(base),
    startMs: START_MS,
    endMs: END_MS,
    totalDiscussions: options.discussions,
    firstDiscussionID: (await maxID(database, "discussions", "discussionID")) + 1,
    nextCommentID: (await maxID(database, "comments", "commentID")) + 1,
  };
}

/** Generates and writes the content batch by batch: only one batch of rows is ever held in memory. */
async function loadContent(
  ctx: ScaleContext,
  sink: BulkSink,
  progress: (done: number) => void,
): Promise<{ comments: number; reactions: number }> {
  const total = ctx.totalDiscussions;
  let comments = 0;
  let reactions = 0;
  let reported = 0;
  for (let from = 0; from < total; from += BATCH_DISCUSSIONS) {
    const batch = newBatch();
    generateDiscussions(ctx, batch, from, Math.min(BATCH_DISCUSSIONS, total - from));
    comments += batch.comments.rows;
    reactions += batch.reactions.rows;
    for (const table of ["discussions", "comments", "discussion_tags", "reactions"] as const) {
      await sink.write(table, batch[table].take());
    }
    const done = Math.min(total, from + BATCH_DISCUSSIONS);
    if (done === total || done - reported >= total / 10) {
      reported = done;
      progress(done);
    }
  }
  return { comments, reactions };
}

async function maxID(database: Database, table: string, column: string): Promise<number> {
  const rows = await rawQuery<{ max: number | null }>(
    database,
    `SELECT max("${column}")::int AS max FROM "${table}"`,
  );
  return rows[0]?.max ?? 0;
}

/** About one member per four discussions (25 to 25,000), all sharing one password hash: hashing is slow by design. */
async function addScaleUsers(
  database: Database,
  sink: BulkSink,
  random: Random,
  discussions: number,
  password: string,
): Promise<number[]> {
  const baseUsers = await rawQuery<{ userID: number }>(
    database,
    `SELECT "userID" FROM users WHERE "userID" > 0 AND banned = 0 AND NOT deleted ORDER BY "userID"`,
  );
  const memberRole = await rawQuery<{ roleID: number }>(
    database,
    `SELECT "roleID" FROM roles WHERE type = 'member' ORDER BY sort, "roleID" LIMIT 1`,
  );
  const roleID = memberRole[0]?.roleID;
  if (roleID === undefined) throw new Error("seedBase created no role of type 'member'");
  const count = Math.max(25, Math.min(25_000, Math.round(discussions / 4)));
  const passwordHash = await hashPassword(password);
  const firstID = (await maxID(database, "users", "userID")) + 1;
  const users = new CopyBuffer();
  const userRoles = new CopyBuffer();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const userID = firstID + i;
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const joined = new Date(START_MS - random.exponential(180 * 24 * 3_600_000));
    users.add([
      userID,
      `${first}${last}${i + 1}`,
      `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
      passwordHash,
      true,
      joined,
    ]);
    userRoles.add([userID, roleID]);
    ids.push(userID);
  }
  await sink.write("users", users.take());
  await sink.write("user_roles", userRoles.take());
  return [...baseUsers.map((u) => u.userID), ...ids];
}

/** The base tags plus one per tag word not already present; the result is ordered most popular first. */
async function ensureScaleTags(database: Database): Promise<number[]> {
  const existing = await rawQuery<{ urlcode: string }>(
    database,
    `SELECT lower(urlcode) AS urlcode FROM tags`,
  );
  const taken = new Set(existing.map((t) => t.urlcode));
  const words = tagWords.filter((w) => !taken.has(w));
  if (words.length > 0) {
    await rawQuery(
      database,
      `INSERT INTO tags (name, urlcode, "dateInserted")
       SELECT initcap(replace(w, '-', ' ')), w, $2::timestamptz FROM unnest($1::text[]) AS w`,
      [words, new Date(START_MS).toISOString()],
    );
  }
  const rows = await rawQuery<{ tagID: number }>(database, `SELECT "tagID" FROM tags ORDER BY "tagID"`);
  return rows.map((r) => r.tagID);
}

function reactionPicker(base: BaseSeed): WeightedPicker<ReactionKind> {
  // Mostly positive, like a healthy forum; flags are rare.
  const weights: Record<string, number> = { Positive: 8, Neutral: 2, Negative: 1, Flag: 0.1 };
  const items = base.reactionTypes.map((r) => ({
    item: { tagID: r.tagID, value: r.value },
    weight: weights[r.class] ?? 1,
  }));
  if (items.length === 0) throw new Error("seedBase created no reaction type");
  return new WeightedPicker(items);
}
