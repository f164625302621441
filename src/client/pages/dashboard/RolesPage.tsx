// /dashboard/roles: the roles in their order on the left (with a form to add one), the chosen role on the right —
// its name and description, deletion (not for the site's own Guest, Member and Administrator roles), and its
// global and per-category permissions as checkbox grids. The chosen role is in the address (?roleID=).
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Role } from "../../../types/generated/api/role";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import { useCreateRoleMutation } from "../../api/roles";
import { failureMessages } from "./field-messages";
import { RoleEditor } from "./RoleEditor";
import { type RoleType, RoleTypeSelect } from "./RoleTypeSelect";

export function RolesPage({ roles }: { roles: Role[] }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("roleID"));
  const selected = roles.find((role) => role.roleID === asked)?.roleID ?? roles[0]?.roleID ?? null;
  const [status, setStatus] = useState("");

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg-heading">{t("Roles")}</h1>
        <p className="text-sm text-fg-muted">
          {t(
            "What each role may do, everywhere and per category. A member holds every permission of each of their roles.",
          )}
        </p>
        <p role="status" className="text-sm text-success">
          {status}
        </p>
      </div>
      <div className="grid gap-8 md:grid-cols-[15rem_1fr]">
        <div className="flex flex-col gap-6">
          <nav aria-label={t("Roles")}>
            <ul className="flex flex-col divide-y divide-border rounded-box border border-border">
              {roles.map((role) => (
                <li key={role.roleID}>
                  <Link
                    to={`?roleID=${role.roleID}`}
                    aria-current={role.roleID === selected ? "page" : undefined}
                    className="block px-4 py-2 text-sm text-fg hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                  >
                    {role.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <AddRoleForm
            onCreated={(role) => {
              setStatus(t("Role “{name}” added.", { name: role.name }));
              setParams({ roleID: String(role.roleID) });
            }}
          />
        </div>
        {selected === null ? (
          <p className="text-sm text-fg-muted">{t("There are no roles.")}</p>
        ) : (
          <RoleEditor
            key={selected}
            roleID={selected}
            onStatus={setStatus}
            onDeleted={(name) => {
              setStatus(t("Role “{name}” deleted.", { name }));
              setParams({});
            }}
          />
        )}
      </div>
    </div>
  );
}

function AddRoleForm({ onCreated }: { onCreated: (role: { roleID: number; name: string }) => void }) {
  const t = useT();
  const create = useCreateRoleMutation();
  const [name, setName] = useState("");
  const [type, setType] = useState<RoleType>("member");
  const failure = failureMessages(create.error, t);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const role = await create.mutateAsync({ name, description: "", type });
      setName("");
      if (role) onCreated(role);
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t("Add a role")} noValidate>
      <h2 className="text-base font-bold text-fg-heading">{t("Add a role")}</h2>
      <TextField
        label={t("Name")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        maxLength={100}
        errors={failure.fields.name}
      />
      <RoleTypeSelect value={type} onChange={setType} errors={failure.fields.type} />
      <FormAlert message={failure.fields.name || failure.fields.type ? null : failure.message} />
      <SubmitButton pending={create.isPending} pendingLabel={t("Adding…")}>
        {t("Add Role")}
      </SubmitButton>
    </form>
  );
}
