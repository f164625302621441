// The user admin's search: text (a name, or an email for viewers who may see emails) and a role. Searching puts
// them in the address (?query=&roleID=) and goes back to page 1, so a search can be shared and reloaded.
import { type FormEvent, useId, useState } from "react";
import type { Role } from "../../../types/generated/api/role";
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../../ui/TextField";
import type { UserSearch } from "../../api/users";

export interface UsersSearchFormProps {
  search: UserSearch;
  roles: Role[];
  /** Whether emails are searched too (personalInfo.view). */
  byEmail: boolean;
  onSearch(search: { query: string; roleID: number | null }): void;
}

export function UsersSearchForm({ search, roles, byEmail, onSearch }: UsersSearchFormProps) {
  const id = useId();
  const t = useT();
  const [query, setQuery] = useState(search.query);
  const [roleID, setRoleID] = useState(search.roleID === null ? "" : String(search.roleID));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ query: query.trim(), roleID: roleID === "" ? null : Number(roleID) });
  }

  return (
    <search>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-60 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-query`} className="text-sm font-semibold text-fg-heading">
            {t("Search users")}
          </label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            maxLength={100}
            placeholder={byEmail ? t("Name or email") : t("Name")}
            onChange={(event) => setQuery(event.target.value)}
            className={INPUT_CLASSES}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-role`} className="text-sm font-semibold text-fg-heading">
            {t("Role")}
          </label>
          <select
            id={`${id}-role`}
            value={roleID}
            onChange={(event) => setRoleID(event.target.value)}
            className="h-9 rounded-control border border-border-strong bg-bg px-2 text-sm text-fg"
          >
            <option value="">{t("All roles")}</option>
            {roles.map((role) => (
              <option key={role.roleID} value={role.roleID}>
                {role.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary">
          {t("Search")}
        </Button>
      </form>
    </search>
  );
}
