// The window store every process of a site shares (limits/windows.ts): one statement per hit over the
// rate_limit_windows table (schema-cache.ts), timed by this process's clock (servers keep theirs in step; tests
// move it).
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitWindows } from "../db/schema";
import type { HitResult, LimitRule, WindowStore } from "./windows";

interface HitRow {
  wait: number | string | null;
  counted: number | string | null;
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
    // The key's rows are locked first (FOR UPDATE reads their latest counts), so hits from several processes count
    // one after another; a window first opened by two hits at once is guarded by the upsert's WHERE.
    const result = (await this.db.execute(sql`
      WITH clock AS (SELECT ${now}::timestamptz AS now),
      rules AS (
        SELECT * FROM unnest(${sql.param(windowMs)}::int[], ${sql.param(max)}::int[]) AS r("windowMs", "max")
      ),
      locked AS (
        SELECT w."windowMs", w."count", w."resetAt" FROM rate_limit_windows w
        WHERE w."key" = ${key} AND w."windowMs" = ANY(${sql.param(windowMs)}::int[])
        FOR UPDATE
      ),
      blocked AS (
        SELECT ceil(max(extract(epoch FROM l."resetAt" - (SELECT now FROM clock)))) AS wait
        FROM locked l JOIN rules r ON r."windowMs" = l."windowMs"
        WHERE l."resetAt" > (SELECT now FROM clock) AND l."count" >= r."max"
      ),
      counted AS (
        INSERT INTO rate_limit_windows AS w ("key", "windowMs", "count", "resetAt")
        SELECT ${key}, r."windowMs", 1, (SELECT now FROM clock) + r."windowMs" * interval '1 millisecond'
        FROM rules r WHERE (SELECT wait FROM blocked) IS NULL
        ON CONFLICT ("key", "windowMs") DO UPDATE SET
          "count" = CASE WHEN w."resetAt" <= (SELECT now FROM clock) THEN 1 ELSE w."count" + 1 END,
          "resetAt" = CASE WHEN w."resetAt" <= (SELECT now FROM clock) THEN excluded."resetAt" ELSE w."resetAt" END
        WHERE w."resetAt" <= (SELECT now FROM clock)
          OR w."count" < (SELECT r."max" FROM rules r WHERE r."windowMs" = w."windowMs")
        RETURNING w."windowMs", w."count", w."resetAt"
      ),
      first AS (SELECT "count", "resetAt" FROM counted WHERE "windowMs" = ${windowMs[0] ?? 0})
      SELECT (SELECT wait FROM blocked) AS wait, (SELECT count(*) FROM counted) AS counted,
        (SELECT "count" FROM first) AS "count",
        (SELECT extract(epoch FROM "resetAt" - (SELECT now FROM clock)) * 1000 FROM first) AS "ttlMs"
    `)) as unknown as { rows: HitRow[] };
    const row = result.rows[0];
    const wait = Number(row?.wait ?? 0);
    if (Number.isFinite(wait) && wait > 0) return { wait: Math.max(1, Math.ceil(wait)), count: 0, ttlMs: 0 };
    // Lost the last place to a hit that opened the same window at the same instant.
    if (Number(row?.counted ?? 0) < rules.length) return { wait: 1, count: 0, ttlMs: 0 };
    return {
      wait: 0,
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
