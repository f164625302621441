// One item of the navigation editor (docs/reference/ui-behaviour.md#title-bar "Navigation item"): its fields (name,
// address, permission, roles, hidden, badge), its actions (Move up, Move down, Add child, Remove — buttons, so the
// order is changed from the keyboard as well as by pointer) and, nested, its children. Errors the server gave for a
// field show under it.
import { useId } from "react";
import { GLOBAL_PERMISSIONS } from "../../../lib/permissions/names";
import { Button } from "../../../ui/Button";
import { Checkbox } from "../../../ui/Checkbox";
import { cx } from "../../../ui/cx";
import { Icon } from "../../../ui/Icon";
import { useT } from "../../../ui/i18n/i18n-context";
import { TextField } from "../../../ui/TextField";
import { type DraftItem, type ItemPath, mayHaveChildren } from "./navigation-tree";

export interface RoleOption {
  roleID: number;
  name: string;
}

/** What an item asks of the editor: every change names the item by its path. */
export interface ItemActions {
  change(path: ItemPath, patch: Partial<DraftItem>): void;
  move(path: ItemPath, step: -1 | 1): void;
  addChild(path: ItemPath): void;
  remove(path: ItemPath): void;
  errorsOf(path: ItemPath, field: string): string[] | undefined;
}

export type ItemControl = "name" | "up" | "down" | "add-child";

/** Marks one of an item's controls, for moving focus to it after a change (see focusControl). */
const controlMark = (key: string, control: ItemControl) => ({ "data-nav-control": `${key}:${control}` });

/** Focuses the first of these controls of the item that exists and is enabled; false when none is. */
export function focusControl(key: string, controls: readonly ItemControl[]): boolean {
  for (const control of controls) {
    const element = document.querySelector<HTMLElement>(`[data-nav-control="${key}:${control}"]`);
    if (element && !(element as HTMLButtonElement).disabled) {
      element.focus();
      return true;
    }
  }
  return false;
}

const SELECT_CLASSES =
  "h-9 w-full rounded-control border border-input-border bg-input-bg px-2 text-sm text-input-fg aria-invalid:border-danger";

export function NavigationItemEditor({
  item,
  path,
  siblings,
  roles,
  actions,
}: {
  item: DraftItem;
  path: ItemPath;
  siblings: number;
  roles: readonly RoleOption[];
  actions: ItemActions;
}) {
  const t = useT();
  const permissionID = useId();
  const index = path[path.length - 1] ?? 0;
  const label = item.name.trim() || t("New item");
  const errors = (field: string) => actions.errorsOf(path, field);
  const permissionErrors = errors("permission");
  const roleErrors = errors("roleIDs");
  const childErrors = errors("children");
  return (
    <li className="rounded-box border border-border bg-bg p-4" data-nav-editor-item={item.key}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 flex w-full items-center gap-2 text-sm font-bold text-fg-heading">
          {label}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("Name")}
            value={item.name}
            maxLength={100}
            required
            errors={errors("name")}
            onChange={(event) => actions.change(path, { name: event.target.value })}
            {...controlMark(item.key, "name")}
          />
          <TextField
            label={t("Address")}
            hint={t("A path on this site (/categories), or a full address (https://…).")}
            value={item.url ?? ""}
            maxLength={500}
            errors={errors("url")}
            onChange={(event) => actions.change(path, { url: event.target.value })}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={permissionID} className="text-sm font-semibold text-fg-heading">
              {t("Permission")}
            </label>
            <select
              id={permissionID}
              value={item.permission ?? ""}
              aria-invalid={permissionErrors ? true : undefined}
              onChange={(event) => actions.change(path, { permission: event.target.value || undefined })}
              className={SELECT_CLASSES}
            >
              <option value="">{t("Everyone")}</option>
              {GLOBAL_PERMISSIONS.map((permission) => (
                <option key={permission} value={permission}>
                  {permission}
                </option>
              ))}
            </select>
            <FieldErrors errors={permissionErrors} />
          </div>
          <TextField
            label={t("Badge")}
            hint={t("A short text beside the name, such as New.")}
            value={item.badge?.text ?? ""}
            maxLength={20}
            errors={errors("badge.text") ?? errors("badge")}
            onChange={(event) =>
              actions.change(path, {
                badge: event.target.value ? { type: "text", text: event.target.value } : undefined,
              })
            }
          />
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-semibold text-fg-heading">{t("Roles")}</legend>
          <p className="text-xs text-fg-muted">
            {t("Only members of the roles checked see the item; none checked: everyone.")}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {roles.map((role) => (
              <Checkbox
                key={role.roleID}
                label={role.name}
                checked={item.roleIDs?.includes(role.roleID) ?? false}
                onChange={(event) => {
                  const others = (item.roleIDs ?? []).filter((id) => id !== role.roleID);
                  actions.change(path, { roleIDs: event.target.checked ? [...others, role.roleID] : others });
                }}
              />
            ))}
          </div>
          <FieldErrors errors={roleErrors} />
        </fieldset>
        <Checkbox
          label={t("Hidden (kept in the list, shown to nobody)")}
          checked={item.isHidden ?? false}
          onChange={(event) => actions.change(path, { isHidden: event.target.checked })}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            {...controlMark(item.key, "up")}
            disabled={index === 0}
            aria-label={t("Move up: {name}", { name: label })}
            onClick={() => actions.move(path, -1)}
          >
            <Icon name="arrowUp" />
            {t("Move up")}
          </Button>
          <Button
            size="sm"
            {...controlMark(item.key, "down")}
            disabled={index === siblings - 1}
            aria-label={t("Move down: {name}", { name: label })}
            onClick={() => actions.move(path, 1)}
          >
            <Icon name="arrowDown" />
            {t("Move down")}
          </Button>
          {mayHaveChildren([...path, 0]) ? (
            <Button
              size="sm"
              {...controlMark(item.key, "add-child")}
              aria-label={t("Add child: {name}", { name: label })}
              onClick={() => actions.addChild(path)}
            >
              <Icon name="plus" />
              {t("Add child")}
            </Button>
          ) : null}
          <Button
            size="sm"
            aria-label={t("Remove {name}", { name: label })}
            onClick={() => actions.remove(path)}
          >
            {t("Remove")}
          </Button>
        </div>
        <FieldErrors errors={childErrors} />
      </fieldset>
      {item.children.length > 0 ? (
        <ItemList items={item.children} parentPath={path} roles={roles} actions={actions} nested />
      ) : null}
    </li>
  );
}

/** A list of items (the top level, or an item's children), in order. */
export function ItemList({
  items,
  parentPath,
  roles,
  actions,
  nested = false,
}: {
  items: readonly DraftItem[];
  parentPath: ItemPath;
  roles: readonly RoleOption[];
  actions: ItemActions;
  nested?: boolean;
}) {
  return (
    <ol className={cx("flex flex-col gap-3", nested && "mt-3 border-s-2 border-border ps-4")}>
      {items.map((item, index) => (
        <NavigationItemEditor
          key={item.key}
          item={item}
          path={[...parentPath, index]}
          siblings={items.length}
          roles={roles}
          actions={actions}
        />
      ))}
    </ol>
  );
}

function FieldErrors({ errors }: { errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div className="text-sm text-danger">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
