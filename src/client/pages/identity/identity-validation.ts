// Client-side checks of the identity forms, with the rules and messages of registration (entry-validation.ts).
import type { TranslateFn } from "../../../ui/i18n/i18n-context";
import { PASSWORD_MIN } from "../entry-validation";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string, t: TranslateFn): string | null {
  if (!email) return t("Enter your email address.");
  if (!EMAIL_PATTERN.test(email)) return t("Enter a valid email address.");
  return null;
}

export function checkNewPassword(password: string, passwordConfirm: string, t: TranslateFn) {
  const errors: { password?: string[]; passwordConfirm?: string[] } = {};
  if (password.length < PASSWORD_MIN)
    errors.password = [t("Passwords must be at least {min} characters long.", { min: PASSWORD_MIN })];
  if (passwordConfirm !== password) errors.passwordConfirm = [t("The passwords don't match.")];
  return errors;
}
