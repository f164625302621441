// Generated from schemas/api/user-register.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /users. Guests' registrations also pass the bot checks of docs/reference/errors.md#registration: the honeypot, the form's minimum time and the captcha.
 */
export interface UserRegister {
name: string
email: string
password: string
/**
 * The captcha widget's answer; required from guests while a captcha is configured (GET /users/registration-form).
 */
captchaToken?: string
/**
 * The registration form's signed issue time (GET /users/registration-form); sent, it must be valid and at least registration.minimumSeconds old.
 */
formToken?: string
/**
 * A field people never see; anything in it refuses the registration.
 */
honeypot?: string
/**
 * The token of an emailed group invitation (docs/reference/groups.md#invitations): registering with the invited address joins the group and confirms the address; a token naming no open invitation refuses the registration (400 on invitationToken).
 */
invitationToken?: string
}
