// Generated from schemas/api/site-config.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Site settings the server reads (buildApp's siteConfig option).
 */
export interface SiteConfig {
title: string
description: string
/**
 * false = POST /users refuses guests.
 */
registrationEnabled: boolean
/**
 * true = 5xx error bodies carry the stack trace.
 */
debug: boolean
/**
 * Where Sign In links go (docs/reference/routes.md#links-the-product-builds); the config key entry.signInUrl (PATCH /config) overrides it. Links add the current address as target unless already on an entry page.
 */
signInUrl: string
/**
 * Where Register links go; empty = no registration address, and Register links are hidden. The config key entry.registerUrl overrides it. The built-in /entry/register counts as no address while registration is closed.
 */
registerUrl: string
/**
 * Where Sign Out links go; the config key entry.signOutUrl overrides it.
 */
signOutUrl: string
/**
 * false = private conversations are off: /conversations answers 404 and no unread conversations are counted.
 */
conversationsEnabled: boolean
/**
 * true = a banned user's profile and user card are restricted like a private one (docs/reference/ui-behaviour.md#user-card: the banned-private setting), except for the user and viewers with personalInfo.view.
 */
bannedPrivateProfiles: boolean
/**
 * Upload rules of POST /media (docs/reference/errors.md#uploads: upload.maxSize, upload.allowedExtensions).
 */
upload: {
/**
 * The largest file accepted, in bytes.
 */
maxSize: number
/**
 * File-name extensions accepted, lower case without the dot; the check ignores case.
 */
allowedExtensions: string[]
}
}
