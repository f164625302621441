// The addresses a user has proven to be theirs: signed in with the right password, registered, or reset the password
// from the mailed link (db table sign_in_addresses). The per-account sign-in limit counts only attempts from other
// addresses, so a stranger's wrong passwords can use up that budget but never lock the owner out of a place they
// signed in from before (README "Sign-in limits"). An address is forgotten after KNOWN_ADDRESS_DAYS without a
// sign-in.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInAddresses, users } from "../db/schema";
import { loginMatches } from "../services/users";

const KNOWN_ADDRESS_DAYS = 180;
const KNOWN_ADDRESS_MS = KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000;

/** Whether the account a (normalised) sign-in name designates has signed in from this address lately. */
export async function isKnownSignInAddress(db: Db, login: string, address: string, now = new Date()) {
  const [row] = await db
    .select({ userID: signInAddresses.userID })
    .from(signInAddresses)
    .innerJoin(users, eq(users.userID, signInAddresses.userID))
    .where(
      and(
        loginMatches(login),
        eq(signInAddresses.address, address),
        gt(signInAddresses.dateLastSignedIn, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records (or refreshes) the address, and forgets the user's addresses unused for too long. */
export async function rememberSignInAddress(db: Db, userID: number, address: string, now = new Date()) {
  await db
    .insert(signInAddresses)
    .values({ userID, address, dateLastSignedIn: now })
    .onConflictDoUpdate({
      target: [signInAddresses.userID, signInAddresses.address],
      set: { dateLastSignedIn: sql`excluded."dateLastSignedIn"` },
    });
  await db
    .delete(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userID, userID),
        lt(signInAddresses.dateLastSignedIn, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    );
}
