// A user's card/profile as one viewer may see it (docs/reference/ui-behaviour.md#user-card user card,
// docs/reference/api-conventions.md#resources User, docs/reference/permissions.md#global-permissions): profiles need
// profiles.view unless they are the viewer's own; a private profile — or a banned one while the site keeps banned
// profiles private — is restricted unless it is the viewer's own or the viewer has personalInfo.view; the email only
// goes to the user and to personalInfo.view. Counts cover only categories the viewer may see (stored totals include
// private ones, and even a count must not reveal activity there).
import { eq, type SQL, sql } from "drizzle-orm";
import { msg } from "../../lib/i18n/msg";
import type { User } from "../../types/generated/api/user";
import type { UserGetQuery } from "../../types/generated/api/user-get-query";
import { users } from "../db/schema";
import { ApiError, notFound, permissionDenied, signInRequired } from "../http/errors";
import { isSignedIn, type ServiceContext } from "./context";
import { parseExpand } from "./expand";
import { reactionsReceived } from "./reactions-received";
import { visibleCounts } from "./user-cards";
import { toUser } from "./user-presenters";

export interface ProfileOptions {
  expand?: UserGetQuery["expand"] | undefined;
  /** The site's bannedPrivateProfiles setting. */
  bannedPrivate: boolean;
}

type UserRow = typeof users.$inferSelect;

/** Guests are asked to sign in, members without profiles.view are refused; one's own profile is always open. */
function requireProfilesView(ctx: ServiceContext, self: boolean): void {
  if (self || ctx.viewer.permissions.has("profiles.view")) return;
  throw isSignedIn(ctx.viewer) ? permissionDenied() : signInRequired();
}

interface ProfileAccess {
  self: boolean;
  /** The viewer sees the whole profile (not the restricted card). */
  full: boolean;
  /** The viewer sees the email. */
  personalInfo: boolean;
}

function profileAccess(ctx: ServiceContext, row: UserRow, bannedPrivate: boolean): ProfileAccess {
  const self = ctx.viewer.user.userID === row.userID;
  const personalInfo = self || ctx.viewer.permissions.has("personalInfo.view");
  const restricted = row.private || (bannedPrivate && row.banned !== 0);
  return { self, full: personalInfo || !restricted, personalInfo };
}

async function present(ctx: ServiceContext, row: UserRow, options: ProfileOptions): Promise<User> {
  const access = profileAccess(ctx, row, options.bannedPrivate);
  if (!access.full) return toUser(row, { full: false, withEmail: false });
  const counts = await visibleCounts(ctx, row.userID);
  const user = toUser({ ...row, ...counts }, { full: true, withEmail: access.personalInfo });
  if (parseExpand(options.expand, ["reactionsReceived"] as const).has("reactionsReceived")) {
    user.reactionsReceived = await reactionsReceived(ctx, row.userID, row.name);
  }
  return user;
}

/** GET /users/{id}: 401/403 without profiles.view (before anything is looked up), 404 for no or a deleted user. */
export async function getUserProfile(
  ctx: ServiceContext,
  userID: number,
  options: ProfileOptions,
): Promise<User> {
  requireProfilesView(ctx, ctx.viewer.user.userID === userID);
  const row = await findUser(ctx, eq(users.userID, userID));
  return present(ctx, row, options);
}

/** GET /users/by-name/{name}: the same, for the user whose name matches case-insensitively. */
export async function getUserProfileByName(
  ctx: ServiceContext,
  name: string,
  options: ProfileOptions,
): Promise<User> {
  const self = isSignedIn(ctx.viewer) && ctx.viewer.user.name.toLowerCase() === name.toLowerCase();
  requireProfilesView(ctx, self);
  const row = await findUser(ctx, eq(sql`lower(${users.name})`, name.toLowerCase()));
  return present(ctx, row, options);
}

async function findUser(ctx: ServiceContext, where: SQL): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(where).limit(1);
  if (!row || row.deleted) throw notFound("User");
  return row;
}

/**
 * The user whose posts a profile list shows, when the viewer may see that profile's activity: 404 for no or a
 * deleted user, 403 for a restricted (private) one.
 */
export async function requireVisibleProfile(
  ctx: ServiceContext,
  userID: number,
  bannedPrivate: boolean,
): Promise<UserRow> {
  requireProfilesView(ctx, ctx.viewer.user.userID === userID);
  const row = await findUser(ctx, eq(users.userID, userID));
  if (!profileAccess(ctx, row, bannedPrivate).full) {
    throw new ApiError(
      403,
      row.private ? msg("This user's profile is private.") : msg("This user has been banned."),
    );
  }
  return row;
}
