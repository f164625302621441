// A role's permissions as checkbox grids: global permissions, then category permissions with one column per
// permission category (the defaults, then each category with permissions of its own). Saved whole.
import { type FormEvent, useState } from "react";
import { enabledPermissions } from "../../../lib/addons";
import { CATEGORY_PERMISSIONS, GLOBAL_PERMISSIONS } from "../../../lib/permissions/names";
import { Checkbox } from "../../../ui/Checkbox";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { SubmitButton } from "../../../ui/SubmitButton";
import { useEnabledAddons } from "../../api/addons";
import { type PermissionCategory, type RoleDetail, usePutRolePermissionsMutation } from "../../api/roles";
import { failureMessages } from "./field-messages";
import { grantsOf, grantsPayload, sameGrants, toggleCategory, toggleGlobal } from "./role-grants";

export interface RolePermissionsFormProps {
  role: RoleDetail;
  categories: PermissionCategory[];
  onStatus: (message: string) => void;
}

export function RolePermissionsForm({ role, categories, onStatus }: RolePermissionsFormProps) {
  const t = useT();
  const save = usePutRolePermissionsMutation();
  const [saved, setSaved] = useState(() => grantsOf(role.permissions));
  const [grants, setGrants] = useState(saved);
  const failure = failureMessages(save.error, t);
  const fieldErrors = Object.values(failure.fields).flatMap((list) => list ?? []);
  const changed = !sameGrants(grants, saved);
  // A switched-off addon's permissions are not offered (src/lib/addons.ts); their grants are kept as they are.
  const addons = useEnabledAddons();
  const globalNames = enabledPermissions(GLOBAL_PERMISSIONS, addons);
  const categoryNames = enabledPermissions(CATEGORY_PERMISSIONS, addons);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const updated = await save.mutateAsync({ roleID: role.roleID, permissions: grantsPayload(grants) });
      if (updated) {
        const next = grantsOf(updated.permissions);
        setSaved(next);
        setGrants(next);
      }
      onStatus(t("Permissions of “{name}” saved.", { name: role.name }));
    } catch {
      // Shown from the mutation's error.
    }
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-6"
      aria-label={t("Permissions of {name}", { name: role.name })}
    >
      {role.type === "administrator" ? (
        <p className="text-sm text-fg-muted">
          {t("Administrators pass every permission check, whatever is ticked here.")}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-bold text-fg-heading">{t("Global permissions")}</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {globalNames.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={grants.global.has(name)}
              onChange={(event) => setGrants(toggleGlobal(grants, name, event.target.checked))}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <h3 id="category-permissions" className="text-base font-bold text-fg-heading">
          {t("Category permissions")}
        </h3>
        <p className="text-sm text-fg-muted">
          {t(
            "The defaults apply to every category without permissions of its own; such a category's subcategories use its permissions.",
          )}
        </p>
        <div className="overflow-x-auto rounded-box border border-border">
          <table className="min-w-full text-sm" aria-labelledby="category-permissions">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="px-3 py-2 text-left font-semibold text-fg-heading">
                  {t("Permission")}
                </th>
                {categories.map((category) => (
                  <th
                    key={category.categoryID}
                    scope="col"
                    className="px-3 py-2 font-semibold text-fg-heading"
                  >
                    {category.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categoryNames.map((name) => (
                <tr key={name} className="border-b border-border last:border-b-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal text-fg">
                    {name}
                  </th>
                  {categories.map((category) => (
                    <td key={category.categoryID} className="px-3 py-1.5 text-center">
                      <input
                        type="checkbox"
                        className="size-4 cursor-pointer accent-primary"
                        aria-label={t("{permission} in {category}", {
                          permission: name,
                          category: category.name,
                        })}
                        checked={grants.categories.get(category.categoryID)?.has(name) ?? false}
                        onChange={(event) =>
                          setGrants(toggleCategory(grants, category.categoryID, name, event.target.checked))
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <FormAlert message={failure.message} description={fieldErrors.length ? fieldErrors.join(" ") : null} />
      <div className="flex items-center gap-3">
        <SubmitButton pending={save.isPending} pendingLabel={t("Saving…")}>
          {changed ? t("Save Permissions") : t("Permissions Saved")}
        </SubmitButton>
      </div>
    </form>
  );
}
