// Passwords are hashed with argon2id at the library's default cost unless a test suite asks for its cheap one.
import { afterEach, describe, expect, it } from "vitest";
import { hashPassword, parsePasswordCost, verifyPassword } from "../../src/server/auth/password";

const saved = process.env.QUORUM_PASSWORD_COST;
afterEach(() => {
  if (saved === undefined) delete process.env.QUORUM_PASSWORD_COST;
  else process.env.QUORUM_PASSWORD_COST = saved;
});

describe("password hashing cost", () => {
  it("is argon2id at 19 MiB and 2 passes by default", async () => {
    delete process.env.QUORUM_PASSWORD_COST;
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "correct horse")).toBe(true);
  });

  it("is argon2id at its smallest cost for test suites, and still verifies", async () => {
    process.env.QUORUM_PASSWORD_COST = "test";
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(stored, "correct horse")).toBe(true);
    expect(await verifyPassword(stored, "wrong horse")).toBe(false);
  });

  it("refuses any other setting instead of guessing", () => {
    expect(parsePasswordCost(undefined)).toBe("default");
    expect(parsePasswordCost("")).toBe("default");
    expect(() => parsePasswordCost("low")).toThrow(/QUORUM_PASSWORD_COST/);
  });
});
