// The window store every process of a site shares (limits/windows.ts): one statement per hit over the
// rate_limit_windows table (schema-cache.ts), timed by this process's clock (servers keep theirs in step; tests
// move it).
// Two processes counting the same key at the same instant may both pass the last free place: a limit, not a ledger.
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitWindows } from "../db/schema";
import type { HitResult, LimitRule, WindowStore } from "./windows";

interface HitRow {
  wait: number | string | null;
  count: number | string | null;
  ttlMs: number | string | null;
}

const SWEEP_MS = 60_000;

export class PostgresWindowStore implements WindowStore {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = () => Date.now(),
  ) {
    // Closed windows are deleted now and then; any process may do it, the statement is idempotent.
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  async hit(key: string, rules: readonly LimitRule[]): Promise<HitResult> {
    const windowMs = rules.map((rule) => rule.windowMs);
    const max = rules.map((rule) => rule.max);
    const now = new Date(this.clock()).toISOString();
    const result = (await this.db.execute(sql`
      WITH clock AS (SELECT ${now}::timestamptz AS now),
      rules AS (
        SELECT * FROM unnest(${sql.param(windowMs)}::int[], ${sql.param(max)}::int[]) AS r("windowMs", "max")
      ),
      open_windows AS (
        SELECT r."max", w."count", w."resetAt" FROM rules r
        JOIN rate_limit_windows w ON w."key" = ${key} AND w."windowMs" = r."windowMs" AND w."resetAt" > (SELECT now FROM clock)
      ),
      blocked AS (
        SELECT ceil(max(extract(epoch FROM "resetAt" - (SELECT now FROM clock)))) AS wait FROM open_windows WHERE "count" >= "max"
      ),
      counted AS (
        INSERT INTO rate_limit_windows ("key", "windowMs", "count", "resetAt")
        SELECT ${key}, r."windowMs", 1, (SELECT now FROM clock) + r."windowMs" * interval '1 millisecond' FROM rules r
        WHERE NOT EXISTS (SELECT 1 FROM blocked WHERE wait IS NOT NULL)
        ON CONFLICT ("key", "windowMs") DO UPDATE SET
          "count" = CASE WHEN rate_limit_windows."resetAt" <= (SELECT now FROM clock) THEN 1 ELSE rate_limit_windows."count" + 1 END,
          "resetAt" = CASE WHEN rate_limit_windows."resetAt" <= (SELECT now FROM clock) THEN excluded."resetAt"
                      ELSE rate_limit_windows."resetAt" END
        RETURNING "windowMs", "count", "resetAt"
      ),
      first AS (SELECT "count", "resetAt" FROM counted WHERE "windowMs" = ${windowMs[0] ?? 0})
      SELECT (SELECT wait FROM blocked) AS wait, (SELECT "count" FROM first) AS "count",
        (SELECT extract(epoch FROM "resetAt" - (SELECT now FROM clock)) * 1000 FROM first) AS "ttlMs"
    `)) as unknown as { rows: HitRow[] };
    const row = result.rows[0];
    const wait = Number(row?.wait ?? 0);
    return {
      wait: Number.isFinite(wait) && wait > 0 ? Math.max(1, Math.ceil(wait)) : 0,
      count: Number(row?.count ?? 0),
      ttlMs: Math.max(0, Math.round(Number(row?.ttlMs ?? 0))),
    };
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  private async sweep(): Promise<void> {
    try {
      await this.db.delete(rateLimitWindows).where(lt(rateLimitWindows.resetAt, new Date(this.clock())));
    } catch {
      // The database away for a moment: the next sweep deletes them.
    }
  }
}
