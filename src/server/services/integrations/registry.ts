// The integrations, by attachment type (docs/reference/integrations.md): GitHub Issues and the signed webhook. Which
// are on is read from the config table on each use, so a settings change applies at once on every API node.
import type { Db } from "../../db/client";
import { type ConfigValues, readConfig } from "../config";
import { githubIssues } from "./github";
import type { ConfiguredIntegration, IntegrationDefinition } from "./types";
import { signedWebhook } from "./webhook";

export const INTEGRATIONS: readonly IntegrationDefinition[] = [githubIssues, signedWebhook];

const ALL_KEYS = INTEGRATIONS.flatMap((definition) => definition.configKeys);

/** The integrations that are on and set up, by attachment type, in registry order. */
export function configureIntegrations(values: ConfigValues): Map<string, ConfiguredIntegration> {
  const configured = new Map<string, ConfiguredIntegration>();
  for (const definition of INTEGRATIONS) {
    const integration = definition.configure(values);
    if (integration) configured.set(definition.attachmentType, integration);
  }
  return configured;
}

export async function loadIntegrations(db: Db): Promise<Map<string, ConfiguredIntegration>> {
  return configureIntegrations(await readConfig(db, ALL_KEYS));
}
