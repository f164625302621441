// The registration form's honeypot (docs/reference/errors.md#registration): a text field people never meet — clipped
// to nothing, hidden from assistive technology, out of the tab order, never autofilled — that form-filling bots
// fill in. The server refuses a registration whose honeypot holds anything.
import { useId } from "react";
import { useT } from "../../ui/i18n/i18n-context";

export const HONEYPOT_FIELD = "website";

export function Honeypot() {
  const t = useT();
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{t("Website")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
