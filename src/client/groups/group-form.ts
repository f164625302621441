// The values of the group form (create page and Edit group dialog, docs/reference/groups.md#pages) and the checks the
// server makes too (name 1..100 characters, description at most 2000), so a refusal is told before any call.
import type { Group } from "../../types/generated/api/group";
import type { TranslateFn } from "../../ui/i18n/i18n-context";
import type { GroupInput, GroupPrivacy } from "../api/groups";
import type { FieldErrors } from "../pages/entry-form";

export const GROUP_FIELDS = ["name", "description", "privacy", "iconUrl", "bannerUrl"] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 2000;

export interface GroupFormValues {
  name: string;
  description: string;
  privacy: GroupPrivacy;
  /** "" for none. */
  iconUrl: string;
  bannerUrl: string;
}

export const EMPTY_GROUP_FORM: GroupFormValues = {
  name: "",
  description: "",
  privacy: "public",
  iconUrl: "",
  bannerUrl: "",
};

export function groupFormValues(group: Group): GroupFormValues {
  return {
    name: group.name,
    description: group.description,
    privacy: group.privacy,
    iconUrl: group.iconUrl ?? "",
    bannerUrl: group.bannerUrl ?? "",
  };
}

export function checkGroupForm(values: GroupFormValues, t: TranslateFn): FieldErrors<GroupField> {
  const errors: FieldErrors<GroupField> = {};
  const name = values.name.trim();
  if (!name) errors.name = [t("Give the group a name.")];
  else if (name.length > GROUP_NAME_MAX)
    errors.name = [t("The name can be at most {max} characters long.", { max: GROUP_NAME_MAX })];
  if (values.description.length > GROUP_DESCRIPTION_MAX)
    errors.description = [
      t("The description can be at most {max} characters long.", { max: GROUP_DESCRIPTION_MAX }),
    ];
  return errors;
}

/** The request body: trimmed name, and no image as null. */
export function groupInput(values: GroupFormValues): GroupInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    privacy: values.privacy,
    iconUrl: values.iconUrl || null,
    bannerUrl: values.bannerUrl || null,
  };
}
