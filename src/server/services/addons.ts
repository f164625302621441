// Which addons are switched on (src/lib/addons.ts, docs/reference/addons.md): each addon's switch is a config key,
// read through the config table with the route state's cache (services/route-state.ts: every page and API request
// asks, PATCH /config and PATCH /addons invalidate, and a one-minute expiry bounds how long another process's
// switch goes unseen).
import { ADDONS, type AddonDefinition, type AddonID } from "../../lib/addons";
import type { Db } from "../db/client";
import { type AuditActor, recordAudit } from "./audit-log";
import { readConfig, writeConfig } from "./config";
import { cachedSiteRead, invalidateRouteState } from "./route-state";

const CACHE_KEY = "addons.enabled";

async function readEnabled(db: Db): Promise<ReadonlySet<AddonID>> {
  const values = await readConfig(
    db,
    ADDONS.map((addon) => addon.configKey),
  );
  // A stored value that is not a boolean counts as the default (the key's schema allows booleans only).
  return new Set(ADDONS.filter((addon) => values[addon.configKey] === true).map((addon) => addon.addonID));
}

/** The addons switched on. */
export function enabledAddons(db: Db): Promise<ReadonlySet<AddonID>> {
  return cachedSiteRead(db, CACHE_KEY, () => readEnabled(db));
}

export async function isAddonEnabled(db: Db, addonID: AddonID): Promise<boolean> {
  return (await enabledAddons(db)).has(addonID);
}

export interface AddonState {
  addonID: AddonID;
  type: "addon";
  /** In the reader's language. */
  name: string;
  description: string;
  enabled: boolean;
  configKey: string;
}

/** The addons as GET /addons lists them, names in the reader's language. */
export async function listAddons(
  db: Db,
  translate: (key: string) => string,
  type?: string,
): Promise<AddonState[]> {
  const enabled = await readEnabled(db);
  return ADDONS.filter((addon) => type === undefined || addon.type === type).map((addon) =>
    presentAddon(addon, enabled.has(addon.addonID), translate),
  );
}

export function presentAddon(
  addon: AddonDefinition,
  enabled: boolean,
  translate: (key: string) => string,
): AddonState {
  return {
    addonID: addon.addonID,
    type: addon.type,
    name: translate(addon.name),
    description: translate(addon.description),
    enabled,
    configKey: addon.configKey,
  };
}

/**
 * Switches an addon, with its audit log entry, in one transaction; every cached read of the site (route state,
 * addons) is dropped so the next request of this process sees it. Returns the audit entry's id.
 */
export async function setAddonEnabled(
  db: Db,
  addon: AddonDefinition,
  enabled: boolean,
  actor: AuditActor,
): Promise<number> {
  const before = (await readEnabled(db)).has(addon.addonID);
  const auditLogID = await db.transaction(async (tx) => {
    await writeConfig(tx, { [addon.configKey]: enabled });
    return recordAudit(tx, actor, {
      action: "addon.edit",
      recordType: "addon",
      recordID: null,
      changes: {
        before: { addonID: addon.addonID, enabled: before },
        after: { addonID: addon.addonID, enabled },
      },
    });
  });
  invalidateRouteState(db);
  return auditLogID;
}
