// Client-side checks for the entry forms, mirroring schemas/api/authenticate-password and user-register so
// people get a readable message before a round trip. The server checks again. Messages come in the page's language (t).
import type { TranslateFn } from "../../ui/i18n/i18n-context";
import type { FieldErrors } from "./entry-form";

export const SIGN_IN_FIELDS = ["username", "password"] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

export const REGISTER_FIELDS = ["name", "email", "password", "passwordConfirm", "captcha"] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  /** While a captcha is shown: its token, null until it is solved. */
  captchaToken?: string | null;
}

const NAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MIN = 3;
const NAME_MAX = 40;
export const PASSWORD_MIN = 8;

export function checkSignIn(
  values: { username: string; password: string },
  t: TranslateFn,
): FieldErrors<SignInField> {
  const errors: FieldErrors<SignInField> = {};
  if (!values.username.trim()) errors.username = [t("Enter your username or email.")];
  if (!values.password) errors.password = [t("Enter your password.")];
  return errors;
}

function checkName(name: string, t: TranslateFn): string | null {
  if (!name) return t("Choose a username.");
  if (name.length < NAME_MIN || name.length > NAME_MAX) {
    return t("Usernames are {min} to {max} characters long.", { min: NAME_MIN, max: NAME_MAX });
  }
  if (!NAME_PATTERN.test(name)) return t("Use only letters, numbers, periods, hyphens and underscores.");
  return null;
}

export function checkRegistration(values: RegisterValues, t: TranslateFn): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const name = checkName(values.name.trim(), t);
  if (name) errors.name = [name];
  const email = values.email.trim();
  if (!email) errors.email = [t("Enter your email address.")];
  else if (!EMAIL_PATTERN.test(email)) errors.email = [t("Enter a valid email address.")];
  if (values.password.length < PASSWORD_MIN) {
    errors.password = [t("Passwords must be at least {min} characters long.", { min: PASSWORD_MIN })];
  }
  if (values.passwordConfirm !== values.password) errors.passwordConfirm = [t("The passwords don't match.")];
  if (values.captchaToken === null) errors.captcha = [t("Complete the captcha to register.")];
  return errors;
}
