// The permission matrix, write side: every route that changes something, walked as a guest, a member, a moderator and
// an administrator against the private category's records, on an app of its own so what the allowed calls change
// cannot touch the read side. Rows run in order; the ones ending sessions come last.
import { afterAll, beforeAll, describe } from "vitest";
import { createMatrixEnv, type MatrixEnv, matrixTests } from "./support/permission-matrix";
import { WRITES } from "./support/permission-matrix-rows";

let env: MatrixEnv;
beforeAll(async () => {
  env = await createMatrixEnv();
});
afterAll(() => env?.t.close());

describe("permission matrix against the private category: writes", () => {
  matrixTests(WRITES, () => env);
});
