// GET /users/registration-form: what the registration page needs before anyone types (a signed token of when the
// form was shown, and the captcha widget to render, if any). Never the secret key.
import type { RegistrationForm } from "../../../types/generated/api/registration-form";
import type { Db } from "../../db/client";
import { issueFormToken } from "./form-token";
import { readCaptchaSettings } from "./settings";

export async function registrationForm(db: Db, now = Date.now()): Promise<RegistrationForm> {
  const [formToken, captcha] = await Promise.all([issueFormToken(db, now), readCaptchaSettings(db)]);
  return { formToken, captcha: captcha ? { provider: captcha.provider, siteKey: captcha.siteKey } : null };
}
