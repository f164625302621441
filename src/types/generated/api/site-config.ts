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
 * false = private conversations are off: /conversations answers 404 and no unread conversations are counted.
 */
conversationsEnabled: boolean
}
