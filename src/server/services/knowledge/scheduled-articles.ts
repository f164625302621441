// Scheduled publishing (docs/reference/knowledge-base.md#scheduled-publishing): the draft-scheduler job publishes the
// draft articles whose dateScheduled has come. One conditional UPDATE claims and publishes them at once, so two
// processes ticking together publish each article exactly once (the second finds it no longer a draft).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../sql";

/** Publishes every due draft article; answers how many. */
export async function publishDueArticles(db: Db, now = new Date()): Promise<number> {
  const published = await selectRows<{ articleID: number }>(
    db,
    sql`UPDATE articles
        SET status = 'published',
            "datePublished" = coalesce("datePublished", "dateScheduled"),
            "dateScheduled" = NULL,
            "dateUpdated" = ${now.toISOString()}::timestamptz
        WHERE status = 'draft' AND "dateScheduled" IS NOT NULL AND "dateScheduled" <= ${now.toISOString()}::timestamptz
        RETURNING "articleID"`,
  );
  return published.length;
}
