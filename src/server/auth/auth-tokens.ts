// One-time tokens mailed to a user (auth_tokens): the link carries 32 random bytes, the table only their SHA-256
// (hashToken, as for sessions), so a leaked table cannot reset anyone's password. Spending a token is one
// conditional UPDATE: two requests racing with the same link cannot both succeed.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { authTokens } from "../db/schema";
import { hashToken } from "./sessions";

export type AuthTokenPurpose = "passwordReset" | "emailConfirm";

const TOKEN_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  passwordReset: 60 * 60 * 1000,
  emailConfirm: 7 * 24 * 60 * 60 * 1000,
};

/** Issues a token; earlier unused tokens of the same purpose stop working, so only the newest link counts. */
export async function issueAuthToken(
  db: Db,
  userID: number,
  purpose: AuthTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ dateUsed: now })
      .where(
        and(eq(authTokens.userID, userID), eq(authTokens.purpose, purpose), isNull(authTokens.dateUsed)),
      );
    await tx.insert(authTokens).values({
      tokenHash: hashToken(token),
      userID,
      purpose,
      dateInserted: now,
      dateExpires: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/** Marks a live token used and returns its user; null for an unknown, spent, expired or other-purpose token. */
export async function spendAuthToken(
  db: Pick<Db, "update">,
  token: string,
  purpose: AuthTokenPurpose,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .update(authTokens)
    .set({ dateUsed: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.dateUsed),
        gt(authTokens.dateExpires, now),
      ),
    )
    .returning({ userID: authTokens.userID });
  return row?.userID ?? null;
}
