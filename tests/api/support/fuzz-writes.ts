// Which tables a request wrote, for the fuzz test: a row trigger on every table of the test database appends the
// table's name to fuzz_writes for each row inserted, updated or deleted (and each TRUNCATE). The log is
// transactional, so a write rolled back with its transaction leaves no trace, and it is per database, so other test
// files and engines sharing a PostgreSQL cluster do not disturb it. Reading max(id) before and after a request
// costs one indexed query.
import { sql } from "drizzle-orm";
import type { Db } from "../../../src/server/db/client";
import { selectRows } from "../../../src/server/services/sql";

const INSTALL = [
  "CREATE TABLE fuzz_writes (id bigserial PRIMARY KEY, table_name text NOT NULL)",
  `CREATE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO fuzz_writes (table_name) VALUES (TG_TABLE_NAME);
     RETURN NULL;
   END $$`,
  `DO $$
   DECLARE name text;
   BEGIN
     FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_writes' LOOP
       EXECUTE format('CREATE TRIGGER fuzz_log_rows AFTER INSERT OR UPDATE OR DELETE ON %I
                       FOR EACH ROW EXECUTE FUNCTION fuzz_log_write()', name);
       EXECUTE format('CREATE TRIGGER fuzz_log_truncate AFTER TRUNCATE ON %I
                       FOR EACH STATEMENT EXECUTE FUNCTION fuzz_log_write()', name);
     END LOOP;
   END $$`,
];

export interface WriteLog {
  /** The position of the last write so far. */
  mark(): Promise<number>;
  /** The tables written since a mark, with their row counts. */
  tablesSince(mark: number): Promise<Record<string, number>>;
  /** How many tables carry the trigger (a check that the install reached them). */
  tableCount(): Promise<number>;
}

export async function installWriteLog(db: Db): Promise<WriteLog> {
  for (const statement of INSTALL) await db.execute(sql.raw(statement));
  return {
    async mark() {
      const [row] = await selectRows<{ last: string | number | null }>(
        db,
        sql`SELECT max(id) AS last FROM fuzz_writes`,
      );
      return Number(row?.last ?? 0);
    },
    async tablesSince(mark) {
      const rows = await selectRows<{ table_name: string; writes: string | number }>(
        db,
        sql`SELECT table_name, count(*) AS writes FROM fuzz_writes WHERE id > ${mark} GROUP BY table_name`,
      );
      return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.writes)]));
    },
    async tableCount() {
      const [row] = await selectRows<{ tables: string | number }>(
        db,
        sql`SELECT count(DISTINCT event_object_table) AS tables FROM information_schema.triggers
            WHERE trigger_name = 'fuzz_log_rows'`,
      );
      return Number(row?.tables ?? 0);
    },
  };
}
