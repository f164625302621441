// Generated from schemas/api/registration-form.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /users/registration-form: what the registration page needs before it is filled in: a signed token of when the form was shown (sent back as formToken) and the captcha to show, if any (docs/reference/errors.md#registration).
 */
export interface RegistrationForm {
formToken: string
captcha: ({
provider: ("hcaptcha" | "recaptcha" | "turnstile")
siteKey: string
} | null)
}
