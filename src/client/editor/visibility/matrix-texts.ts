// What the visibility matrix says: device and role names, lists in the page's language, the contradictions and the
// summary read after each change.
import { msg } from "../../../lib/i18n/msg";
import type {
  Contradiction,
  DeviceValue,
  MatrixDevice,
  MatrixRole,
} from "../../../lib/layout/visibility-matrix";
import type { TranslateFn } from "../i18n";

export const DEVICE_NAMES: Readonly<Record<MatrixDevice, string>> = {
  desktop: msg("Desktop"),
  tablet: msg("Tablet"),
  mobile: msg("Mobile"),
};

/** Where a device class shows a node, in words ("desktop and tablet"). */
const DEVICE_CLASS_TEXT: Readonly<Record<DeviceValue, string>> = {
  all: msg("every device"),
  desktop: msg("desktop and tablet"),
  tablet: msg("tablet only"),
  mobile: msg("mobile only"),
  xs: msg("screens up to 500 px only"),
  no_bleed: msg("screens 1,201 to 1,280 px wide only"),
};

/** "Desktop, Tablet and Mobile" in the page's language. */
export function listText(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
}

export const deviceList = (devices: readonly MatrixDevice[], t: TranslateFn, locale: string) =>
  listText(
    devices.map((device) => t(DEVICE_NAMES[device])),
    locale,
  );

export function roleName(roleID: number, roles: readonly MatrixRole[] | null, t: TranslateFn): string {
  return roles?.find((role) => role.roleID === roleID)?.name ?? t("role #{id}", { id: roleID });
}

/** "Now on desktop and tablet, seen by Member and Moderator." */
export function reachSummary(
  device: DeviceValue,
  roleIDs: readonly number[] | null,
  roles: readonly MatrixRole[] | null,
  t: TranslateFn,
  locale: string,
): string {
  const who =
    roleIDs === null || roleIDs.length === 0
      ? t("everyone")
      : listText(
          roleIDs.map((id) => roleName(id, roles, t)),
          locale,
        );
  return t("Now on {devices}, seen by {roles}.", { devices: t(DEVICE_CLASS_TEXT[device]), roles: who });
}

/** The sentence a contradiction is listed with. */
export function contradictionText(item: Contradiction, t: TranslateFn, locale: string): string {
  switch (item.code) {
    case "hiddenEverywhere":
      return t("Hidden everywhere: no role sees it on any device.");
    case "navigationHidden":
      return t("Navigation nobody can see: no role sees it on any device.");
    case "unknownRole":
      return t(
        "{count, plural, one {Its role filter names role {ids}, which no longer exists.} other {Its role filter names roles {ids}, which no longer exist.}}",
        {
          count: item.roleIDs.length,
          ids: listText(
            item.roleIDs.map((id) => `#${id}`),
            locale,
          ),
        },
      );
    case "requiredAssetHidden": {
      const parts: string[] = [];
      if (item.devices.length > 0)
        parts.push(
          t("Required on this page, but hidden on {devices}.", {
            devices: deviceList(item.devices, t, locale),
          }),
        );
      if (item.partly.length > 0)
        parts.push(
          t("Required on this page, but only partly shown on {devices}.", {
            devices: deviceList(item.partly, t, locale),
          }),
        );
      return parts.join(" ");
    }
  }
}
