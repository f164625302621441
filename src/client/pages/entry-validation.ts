// Client-side checks for the entry forms, mirroring schemas/api/authenticate-password and user-register so
// people get a readable message before a round trip. The server checks again.
import type { FieldErrors } from "./entry-form";

export const SIGN_IN_FIELDS = ["username", "password"] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

export const REGISTER_FIELDS = ["name", "email", "password", "passwordConfirm"] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

const NAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MIN = 3;
const NAME_MAX = 40;
export const PASSWORD_MIN = 8;

export function checkSignIn(values: { username: string; password: string }): FieldErrors<SignInField> {
  const errors: FieldErrors<SignInField> = {};
  if (!values.username.trim()) errors.username = ["Enter your username or email."];
  if (!values.password) errors.password = ["Enter your password."];
  return errors;
}

function checkName(name: string): string | null {
  if (!name) return "Choose a username.";
  if (name.length < NAME_MIN || name.length > NAME_MAX) {
    return `Usernames are ${NAME_MIN} to ${NAME_MAX} characters long.`;
  }
  if (!NAME_PATTERN.test(name)) return "Use only letters, numbers, periods, hyphens and underscores.";
  return null;
}

export function checkRegistration(values: RegisterValues): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const name = checkName(values.name.trim());
  if (name) errors.name = [name];
  const email = values.email.trim();
  if (!email) errors.email = ["Enter your email address."];
  else if (!EMAIL_PATTERN.test(email)) errors.email = ["Enter a valid email address."];
  if (values.password.length < PASSWORD_MIN) {
    errors.password = [`Passwords must be at least ${PASSWORD_MIN} characters long.`];
  }
  if (values.passwordConfirm !== values.password) errors.passwordConfirm = ["The passwords don't match."];
  return errors;
}
