// The session list (GET/DELETE /users/me/sessions). A session is named to its owner by a public ID derived from
// the stored token hash: the first 16 hex digits of SHA-256("quorum.session-id:" + tokenHash). The hash itself
// never leaves the server (it is the table's key, and the principle is that nothing of it is exposed); the
// derived ID cannot be turned back into it. No server secret is needed: the input already holds 256 random bits,
// so nobody can compute an ID without the hash. Lookups by ID only ever scan the owner's own sessions, so a
// guessed ID cannot touch anyone else's session, and 64 bits make a clash among one user's sessions negligible.
import { createHash } from "node:crypto";
import { and, eq, gt, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { UserSession } from "../../types/generated/api/user-session";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { hashToken, type SessionDetails } from "./sessions";

function publicSessionID(tokenHash: string): string {
  return createHash("sha256").update(`quorum.session-id:${tokenHash}`).digest("hex").slice(0, 16);
}

/** The device details stored with a new session. */
export function sessionDetailsOf(request: FastifyRequest): SessionDetails {
  const agent = request.headers["user-agent"];
  return { userAgent: typeof agent === "string" ? agent : "", ipAddress: request.ip ?? "" };
}

async function liveSessions(db: Db, userID: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userID, userID), gt(sessions.dateExpires, now)))
    .orderBy(sessions.dateLastActive);
}

/** The user's live sessions, most recently active first, the current one flagged. */
export async function listSessions(
  db: Db,
  userID: number,
  currentToken: string | undefined,
  now = new Date(),
): Promise<UserSession[]> {
  const currentHash = currentToken ? hashToken(currentToken) : null;
  const rows = await liveSessions(db, userID, now);
  return rows.reverse().map((row) => ({
    sessionID: publicSessionID(row.tokenHash),
    current: row.tokenHash === currentHash,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    dateInserted: row.dateInserted.toISOString(),
    dateLastActive: row.dateLastActive.toISOString(),
    dateExpires: row.dateExpires.toISOString(),
  }));
}

/** Ends one of the user's sessions by public ID; false when the user has no such session. */
export async function revokeSession(
  db: Db,
  userID: number,
  sessionID: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await liveSessions(db, userID, now);
  const target = rows.find((row) => publicSessionID(row.tokenHash) === sessionID);
  if (!target) return false;
  await db.delete(sessions).where(and(eq(sessions.userID, userID), eq(sessions.tokenHash, target.tokenHash)));
  return true;
}

/** Ends every session of the user except the given one (none kept when keepToken is undefined). */
export async function revokeOtherSessions(
  db: Db,
  userID: number,
  keepToken: string | undefined,
): Promise<number> {
  const condition = keepToken
    ? and(eq(sessions.userID, userID), ne(sessions.tokenHash, hashToken(keepToken)))
    : eq(sessions.userID, userID);
  const deleted = await db.delete(sessions).where(condition).returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
