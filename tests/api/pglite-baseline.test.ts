// The API suite's reset between files (support/pglite-baseline.ts): whatever a file wrote, the next file sees the
// baseline's rows and sequences, and only the tables that were written are refilled.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PgliteBaseline, recordBaseline, restoreBaseline } from "./support/pglite-baseline";

let pglite: PGlite;
let baseline: PgliteBaseline;

async function contents(): Promise<unknown> {
  const parents = await pglite.query("SELECT * FROM parent ORDER BY id");
  const children = await pglite.query("SELECT * FROM child ORDER BY id");
  const tags = await pglite.query("SELECT * FROM tag ORDER BY name");
  const next = await pglite.query("SELECT last_value FROM parent_id_seq");
  return { parents: parents.rows, children: children.rows, tags: tags.rows, next: next.rows };
}

beforeAll(async () => {
  pglite = new PGlite();
  await pglite.exec(`
    CREATE TABLE parent (id serial PRIMARY KEY, name text NOT NULL);
    CREATE TABLE child (id serial PRIMARY KEY, parent_id int NOT NULL REFERENCES parent(id), body text);
    CREATE TABLE tag (name text PRIMARY KEY);
    INSERT INTO parent (name) VALUES ('a'), ('b');
    INSERT INTO child (parent_id, body) VALUES (1, 'one'), (2, 'two');
    INSERT INTO tag VALUES ('x');
  `);
  baseline = await recordBaseline(pglite);
});

afterAll(async () => {
  await pglite.close();
});

describe("resetting a reused PGlite test database", () => {
  it("refills nothing when nothing was written", async () => {
    await pglite.query("SELECT * FROM parent");
    expect(await restoreBaseline(pglite, baseline)).toBe(0);
  });

  it("puts back rows and sequences after inserts, updates and deletes, refilling only the written tables", async () => {
    const before = await contents();
    await pglite.exec(`
      INSERT INTO parent (name) VALUES ('c');
      UPDATE child SET body = 'changed' WHERE id = 1;
      DELETE FROM child WHERE id = 2;
    `);
    expect(await contents()).not.toEqual(before);
    expect(await restoreBaseline(pglite, baseline)).toBe(2);
    expect(await contents()).toEqual(before);
    // The next insert takes the id it would have taken in the baseline.
    const inserted = await pglite.query<{ id: number }>(
      "INSERT INTO parent (name) VALUES ('d') RETURNING id",
    );
    expect(inserted.rows[0]?.id).toBe(3);
    expect(await restoreBaseline(pglite, baseline)).toBe(1);
  });

  it("refills a table referred to by another that was not written, and a truncated one", async () => {
    const before = await contents();
    await pglite.exec("DELETE FROM child; DELETE FROM parent; TRUNCATE tag;");
    expect(await restoreBaseline(pglite, baseline)).toBe(3);
    expect(await contents()).toEqual(before);
    await pglite.exec("UPDATE parent SET name = 'renamed' WHERE id = 1");
    expect(await restoreBaseline(pglite, baseline)).toBe(1);
    expect(await contents()).toEqual(before);
  });
});
