// Server-side sessions. The cookie holds a random token; the table stores only its SHA-256, so a leaked table
// cannot be replayed. Sessions last 30 days after the last activity; activity is written at most once per hour.
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const ACTIVITY_WRITE_INTERVAL_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What the session list shows of the device that signed in. */
export interface SessionDetails {
  userAgent: string;
  ipAddress: string;
}

export async function createSession(
  db: Db,
  userID: number,
  now = new Date(),
  details: SessionDetails = { userAgent: "", ipAddress: "" },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userID,
    userAgent: details.userAgent.slice(0, 500),
    ipAddress: details.ipAddress.slice(0, 100),
    dateInserted: now,
    dateLastActive: now,
    dateExpires: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  await db.update(users).set({ dateLastActive: now }).where(eq(users.userID, userID));
  return token;
}

export interface SessionUser {
  userID: number;
  name: string;
  photoUrl: string | null;
  emailConfirmed: boolean;
  banned: number;
  deleted: boolean;
  dateLastActive: Date | null;
}

/** The user of a live session, or null. Expired sessions and banned or deleted users end the session. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userID: users.userID,
      name: users.name,
      photoUrl: users.photoUrl,
      emailConfirmed: users.emailConfirmed,
      banned: users.banned,
      deleted: users.deleted,
      dateLastActive: users.dateLastActive,
      sessionLastActive: sessions.dateLastActive,
      dateExpires: sessions.dateExpires,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userID, sessions.userID))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  if (row.dateExpires <= now || row.banned !== 0 || row.deleted) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  const { sessionLastActive, dateExpires: _expires, ...user } = row;
  if (now.getTime() - sessionLastActive.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
    await touchSession(db, tokenHash, user.userID, now);
    user.dateLastActive = now;
  }
  return user;
}

async function touchSession(db: Db, tokenHash: string, userID: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ dateLastActive: now, dateExpires: new Date(now.getTime() + SESSION_LIFETIME_MS) })
    .where(eq(sessions.tokenHash, tokenHash));
  await db.update(users).set({ dateLastActive: now }).where(eq(users.userID, userID));
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
