// Site settings: defaults from schemas/api/site-config.schema.json, overridden by buildApp's siteConfig option.
import siteConfigSchema from "../../schemas/api/site-config.schema.json";
import type { SiteConfig } from "../types/generated/api/site-config";

export type { SiteConfig };

export function resolveSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  const props = siteConfigSchema.properties;
  return {
    title: overrides.title ?? props.title.default,
    description: overrides.description ?? props.description.default,
    registrationEnabled: overrides.registrationEnabled ?? props.registrationEnabled.default,
    debug: overrides.debug ?? props.debug.default,
    signInUrl: overrides.signInUrl ?? props.signInUrl.default,
    registerUrl: overrides.registerUrl ?? props.registerUrl.default,
    signOutUrl: overrides.signOutUrl ?? props.signOutUrl.default,
    conversationsEnabled: overrides.conversationsEnabled ?? props.conversationsEnabled.default,
    bannedPrivateProfiles: overrides.bannedPrivateProfiles ?? props.bannedPrivateProfiles.default,
    upload: overrides.upload ?? {
      maxSize: props.upload.default.maxSize,
      allowedExtensions: [...props.upload.default.allowedExtensions],
    },
  };
}
