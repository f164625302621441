// The edit dialog's form state and what saving sends: only the fields that changed, so an editor never sends a value
// they may not change (another's email without personalInfo.view) just because it was on screen.
import type { User, UserPatch } from "../../api/users";
import { englishT, type TranslateFn } from "../../editor/i18n";

export interface UserForm {
  name: string;
  email: string;
  title: string;
  photoUrl: string;
  private: boolean;
  roleIDs: number[];
}

export function formOf(user: User): UserForm {
  return {
    name: user.name,
    email: user.email ?? "",
    title: user.title ?? "",
    photoUrl: user.photoUrl,
    private: user.private,
    roleIDs: [...(user.roleIDs ?? [])].sort((a, b) => a - b),
  };
}

function sameRoles(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (list: readonly number[]) => [...list].sort((x, y) => x - y).join(",");
  return sorted(a) === sorted(b);
}

/** The dialog's own check before anything is sent: a user without any role could do nothing at all. */
export function formProblems(
  form: UserForm,
  withRoles: boolean,
  t: TranslateFn = englishT,
): Record<string, string[]> {
  return withRoles && form.roleIDs.length === 0 ? { roleIDs: [t("Choose at least one role.")] } : {};
}

/** The changed fields; null when nothing changed. Roles only when `withRoles` (the editor holds users.edit). */
export function patchOf(
  before: UserForm,
  after: UserForm,
  options: { withEmail: boolean; withRoles: boolean },
): UserPatch | null {
  const patch: UserPatch = {};
  if (after.name.trim() !== before.name) patch.name = after.name.trim();
  if (options.withEmail && after.email.trim() !== before.email) patch.email = after.email.trim();
  if (after.title.trim() !== before.title) patch.title = after.title.trim();
  if (after.photoUrl.trim() !== before.photoUrl) patch.photoUrl = after.photoUrl.trim();
  if (after.private !== before.private) patch.private = after.private;
  const [firstRole, ...otherRoles] = after.roleIDs;
  if (options.withRoles && firstRole !== undefined && !sameRoles(before.roleIDs, after.roleIDs)) {
    patch.roleIDs = [firstRole, ...otherRoles];
  }
  return Object.keys(patch).length ? patch : null;
}
