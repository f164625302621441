// Client-side checks of the identity forms, with the rules and messages of registration (entry-validation.ts).
import { PASSWORD_MIN } from "../entry-validation";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string | null {
  if (!email) return "Enter your email address.";
  if (!EMAIL_PATTERN.test(email)) return "Enter a valid email address.";
  return null;
}

export function checkNewPassword(password: string, passwordConfirm: string) {
  const errors: { password?: string[]; passwordConfirm?: string[] } = {};
  if (password.length < PASSWORD_MIN)
    errors.password = [`Passwords must be at least ${PASSWORD_MIN} characters long.`];
  if (passwordConfirm !== password) errors.passwordConfirm = ["The passwords don't match."];
  return errors;
}
