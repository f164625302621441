// Password hashing: argon2id (the library's default algorithm) with its default cost parameters (19 MiB, 2 passes).
// QUORUM_PASSWORD_COST=test lowers the cost for test suites only, which sign in thousands of times
// (README.md, the environment table); a stored hash carries its own parameters, so verification needs no setting.
import { hash, type Options, verify } from "@node-rs/argon2";

/** The cost for test suites: the smallest memory argon2 allows for one lane, one pass. */
const TEST_COST: Options = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export type PasswordCost = "default" | "test";

/** Reads QUORUM_PASSWORD_COST: unset (the library's defaults) or "test"; anything else is refused at start. */
export function parsePasswordCost(value: string | undefined): PasswordCost {
  if (value === undefined || value === "") return "default";
  if (value === "test") return "test";
  throw new Error(`QUORUM_PASSWORD_COST must be unset or "test" (test suites only), not "${value}".`);
}

function hashOptions(): Options | undefined {
  return parsePasswordCost(process.env.QUORUM_PASSWORD_COST) === "test" ? TEST_COST : undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions());
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the time of a real check when the user does not exist, so timing does not reveal which names exist. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword("decoy password that matches nothing");
  await verifyPassword(await decoyHash, password);
  return false;
}
