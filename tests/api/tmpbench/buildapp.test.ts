import { it } from "vitest";
import { createTestApp } from "../support/app";
import { createTestDatabase } from "../support/database";

it("times", async () => {
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    const db = await createTestDatabase();
    const t1 = performance.now();
    await db.close();
    const t = await createTestApp();
    const t2 = performance.now();
    await t.app.inject({ method: "GET", url: "/api/v2/discussions?limit=1" });
    const t3 = performance.now();
    await t.close();
    console.log("db", Math.round(t1 - t0), "db+app", Math.round(t2 - t1), "first req", Math.round(t3 - t2));
  }
}, 120000);
