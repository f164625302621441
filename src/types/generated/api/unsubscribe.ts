// Generated from schemas/api/unsubscribe.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What an unsubscribe link in an email turns off (GET and POST /unsubscribe/{token}, no sign-in: the signed token names the member and the preference; docs/reference/notifications.md#unsubscribe).
 */
export interface Unsubscribe {
/**
 * The member's name.
 */
name: string
/**
 * Plain text: the emails the link stops, e.g. 'emails about new comments in General'.
 */
what: string
/**
 * True once those emails are off (after the POST, or when they already were).
 */
done: boolean
}
