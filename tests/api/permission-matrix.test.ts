// The permission matrix, read side: every route that changes nothing, walked as a guest, a member, a moderator and an
// administrator against the private (staff-only) category and its records (see
// tests/api/support/permission-matrix.ts). This file also checks that the matrix names every route the app registers
// — a new route fails here until it gets its row — and prints the coverage figure.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMatrixEnv, type MatrixEnv, matrixTests, servedRoutes, WHO } from "./support/permission-matrix";
import { READS, WRITES } from "./support/permission-matrix-rows";

let env: MatrixEnv;
beforeAll(async () => {
  env = await createMatrixEnv();
});
afterAll(() => env?.t.close());

describe("permission matrix against the private category: reads", () => {
  matrixTests(READS, () => env);

  it("names every route the app serves, and only those, and reports the coverage", () => {
    const served = servedRoutes(env.t.app.printRoutes({ commonPrefix: false }));
    const rows = [...READS, ...WRITES];
    const walked = new Set(rows.map((row) => row.route));
    expect(
      [...walked].filter((route) => !served.includes(route)),
      "rows for routes nobody serves",
    ).toEqual([]);
    expect(
      served.filter((route) => !walked.has(route)),
      "routes without a row in the matrix",
    ).toEqual([]);
    const covered = served.filter((route) => walked.has(route));
    console.info(
      `Permission matrix: ${covered.length} of ${served.length} routes × ${WHO.length} roles ` +
        `(${rows.length} rows, ${rows.length * WHO.length} route × role cells).`,
    );
  });
});
