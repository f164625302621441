// Password hashing: argon2id (the library's default algorithm) with its default cost parameters.
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
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
  decoyHash ??= hash("decoy password that matches nothing");
  await verifyPassword(await decoyHash, password);
  return false;
}
