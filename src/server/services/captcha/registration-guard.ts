// The bot checks a guest's registration passes before an account is made (docs/reference/errors.md#registration),
// cheapest first, each refusal a 422 field error that creates nothing:
//   1. the honeypot: a field people never see (visually hidden, aria-hidden, out of the tab order); filled, the
//      answer is deliberately vague, on no field a bot could learn from;
//   2. the form token, when sent (the registration page always sends it): signed by this server, at most a day old,
//      and at least registration.minimumSeconds (default 3) old — faster than anyone types. The minimum is one of the
//      registration limits QUORUM_RATE_LIMIT=off switches off (the e2e suite fills forms at machine speed). A client
//      of the API that sends no token is not timed: nothing in a request can prove when a form it never loaded
//      was shown; such clients meet the captcha and the registration rate limit instead;
//   3. the captcha, while one is configured: its token checked with the provider (verify.ts). Unreachable counts
//      as failed, answered as a field error too (never a 5xx).
// Staff adding a member (users.add) pass none of these: they are signed in and trusted.
import { msg } from "../../../lib/i18n/msg";
import type { Db } from "../../db/client";
import { fieldErrors } from "../../http/errors";
import { REGISTRATION_MINIMUM_SECONDS_KEY, readConfig } from "../config";
import { checkFormToken } from "./form-token";
import { readCaptchaSettings } from "./settings";
import { verifyCaptcha } from "./verify";

export interface RegistrationProof {
  captchaToken?: string | undefined;
  formToken?: string | undefined;
  honeypot?: string | undefined;
}

export interface GuardOptions {
  remoteIp: string;
  /** false when QUORUM_RATE_LIMIT=off: no minimum time. */
  limitsOn: boolean;
  now?: number;
}

const refuse = (field: string, code: string, message: string) => fieldErrors(422, [{ field, code, message }]);

async function minimumSeconds(db: Db): Promise<number> {
  const value = (await readConfig(db, [REGISTRATION_MINIMUM_SECONDS_KEY]))[REGISTRATION_MINIMUM_SECONDS_KEY];
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}

async function checkTiming(db: Db, formToken: string, options: GuardOptions): Promise<void> {
  const checked = await checkFormToken(db, formToken, options.now);
  if (!checked.ok && checked.reason === "expired") {
    throw refuse("formToken", "expired", msg("This form has expired. Reload the page and try again."));
  }
  if (!checked.ok)
    throw refuse("formToken", "invalid", msg("This form is not valid. Reload the page and try again."));
  const minimum = options.limitsOn ? await minimumSeconds(db) : 0;
  if (checked.ageMs < minimum * 1000) {
    throw refuse("formToken", "tooSoon", msg("Please take a moment before submitting, then try again."));
  }
}

async function checkCaptcha(db: Db, token: string | undefined, remoteIp: string): Promise<void> {
  const settings = await readCaptchaSettings(db);
  if (!settings) return;
  if (!token?.trim()) throw refuse("captcha", "required", msg("Complete the captcha to register."));
  const verdict = await verifyCaptcha({ ...settings, token, remoteIp });
  if (verdict === "failed") {
    throw refuse("captcha", "failed", msg("The captcha could not be verified. Please try it again."));
  }
  if (verdict === "unavailable") {
    throw refuse(
      "captcha",
      "unavailable",
      msg("The captcha could not be checked right now. Please try again in a moment."),
    );
  }
}

/** Throws the first check's refusal; returns when a guest may register. */
export async function guardRegistration(
  db: Db,
  proof: RegistrationProof,
  options: GuardOptions,
): Promise<void> {
  if (proof.honeypot?.trim()) {
    throw refuse("registration", "refused", msg("We could not accept this registration. Please try again."));
  }
  if (proof.formToken !== undefined) await checkTiming(db, proof.formToken, options);
  await checkCaptcha(db, proof.captchaToken, options.remoteIp);
}
