// Users: password sign-in, registration and profiles.
import { asc, eq, or, sql } from "drizzle-orm";
import { msg } from "../../lib/i18n/msg";
import type { User } from "../../types/generated/api/user";
import type { UserRegister } from "../../types/generated/api/user-register";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../auth/password";
import type { Db } from "../db/client";
import { roles, userRoles, users } from "../db/schema";
import { ApiError, type FieldErrorInput, fieldErrors } from "../http/errors";
import { isSignedIn, type ServiceContext } from "./context";
import { acceptInvitationOnRegistration, invitationForRegistration } from "./groups/registration";
import { pgErrorCode, UNIQUE_VIOLATION } from "./sql";
import { type CurrentUserRow, toUser } from "./user-presenters";

const INCORRECT_CREDENTIALS = msg("The username or password is incorrect.");

function credentialsError(): ApiError {
  // One message for every failure, on the password field: it must not reveal whether the name exists.
  return fieldErrors(400, [{ field: "password", code: "credentials", message: INCORRECT_CREDENTIALS }]);
}

/** A sign-in name as it is compared: trimmed, lower case (also the key of the per-account sign-in limit). */
export function normalisedLogin(username: string): string {
  return username.trim().toLowerCase();
}

/** The users a normalised sign-in name designates: by email when it holds "@", else by name. */
export function loginMatches(login: string) {
  const matchColumn = login.includes("@") ? users.email : users.name;
  return eq(sql`lower(${matchColumn})`, login);
}

/** The user a name-or-email and password identify; 400 otherwise, 403 for a banned user. */
export async function authenticateWithPassword(
  db: Db,
  username: string,
  password: string,
): Promise<CurrentUserRow> {
  const login = normalisedLogin(username);
  const [user] = await db
    .select({
      userID: users.userID,
      name: users.name,
      photoUrl: users.photoUrl,
      emailConfirmed: users.emailConfirmed,
      dateLastActive: users.dateLastActive,
      passwordHash: users.passwordHash,
      banned: users.banned,
      deleted: users.deleted,
    })
    .from(users)
    .where(loginMatches(login))
    .limit(1);
  if (!user || user.deleted) {
    await verifyAgainstDecoy(password);
    throw credentialsError();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw credentialsError();
  if (user.banned) throw new ApiError(403, "This user has been banned.");
  const { passwordHash: _hash, banned: _banned, deleted: _deleted, ...row } = user;
  return row;
}

async function takenFields(db: Db, name: string, email: string): Promise<FieldErrorInput[]> {
  const clash = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.name})`, name.toLowerCase()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
  const errors: FieldErrorInput[] = [];
  if (clash.some((row) => row.name.toLowerCase() === name.toLowerCase())) {
    errors.push({ field: "name", code: "taken", message: "That name is already taken." });
  }
  if (clash.some((row) => row.email.toLowerCase() === email.toLowerCase())) {
    errors.push({ field: "email", code: "taken", message: "That email is already in use." });
  }
  return errors;
}

/**
 * Creates a Member. A guest registers (the caller then signs them in); a signed-in user needs users.add.
 * Returns the new user as its owner sees it. With a group invitation's token (docs/reference/groups.md#invitations)
 * the new member joins the group in the same transaction and their address counts as confirmed.
 */
export async function registerUser(
  ctx: ServiceContext,
  input: UserRegister,
  registrationEnabled: boolean,
): Promise<User> {
  const { db, viewer } = ctx;
  if (isSignedIn(viewer) && !viewer.permissions.has("users.add")) {
    throw new ApiError(403, "You are already signed in.");
  }
  if (!isSignedIn(viewer) && !registrationEnabled) throw new ApiError(403, "Registration is closed.");
  const name = input.name.trim();
  const email = input.email.trim();
  const invitation = input.invitationToken
    ? await invitationForRegistration(db, input.invitationToken, email)
    : null;
  const taken = await takenFields(db, name, email);
  if (taken.length) throw fieldErrors(422, taken);
  const passwordHash = await hashPassword(input.password);
  let userID: number;
  try {
    userID = await db.transaction(async (tx) => {
      // The system Member role is the first of its type (services/roles.ts); without the order, a role an admin
      // added with the same type could be handed to new members once the table's rows moved on disk.
      const [member] = await tx
        .select({ roleID: roles.roleID })
        .from(roles)
        .where(eq(roles.type, "member"))
        .orderBy(asc(roles.roleID))
        .limit(1);
      if (!member) throw new Error("The Member role is missing: the database was not seeded.");
      const [created] = await tx
        .insert(users)
        .values({ name, email, passwordHash, emailConfirmed: invitation !== null })
        .returning({ userID: users.userID });
      if (!created) throw new Error("Inserting the user returned no row.");
      await tx.insert(userRoles).values({ userID: created.userID, roleID: member.roleID });
      if (invitation) await acceptInvitationOnRegistration(tx, invitation, created.userID);
      return created.userID;
    });
  } catch (error) {
    // Another registration won the race between the check above and the insert.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw fieldErrors(422, await takenFields(db, name, email));
    throw error;
  }
  const [row] = await db.select().from(users).where(eq(users.userID, userID));
  if (!row) throw new Error("The new user vanished.");
  return toUser(row, { full: true, withEmail: true });
}

export async function userExists(db: Db, userID: number): Promise<boolean> {
  const [row] = await db
    .select({ userID: users.userID })
    .from(users)
    .where(eq(users.userID, userID))
    .limit(1);
  return row !== undefined;
}
