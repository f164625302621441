// "Hide on mobile" from the cost meter: the node's $middleware.visibility.device becomes "desktop" (wider than
// 800 px, tablets included), written with the settings form's normalisation and modifyMiddleware — the same
// $middleware its Conditions group writes — as one labelled undo step, then announced with what it saves.
import { type CostAmount, hideOnMobile } from "../../../lib/layout/cost-budget";
import type { TranslateFn } from "../i18n";
import { modifyMiddleware } from "../model/ops";
import { findNode } from "../model/paths";
import { isJsonObject } from "../model/types";
import { normalizeMiddleware } from "../settings/middleware-form";
import type { EditorStore } from "../store/editor-store";
import { amountText } from "./cost-format";

/**
 * Hides the widget on mobile (one undo step) and says so with what a phone's page view saves, as the server no
 * longer hydrates it there. False when there was nothing to hide, or the store refused (and said why).
 */
export function hideWidgetOnMobile(
  store: EditorStore,
  editorID: string,
  name: string,
  savings: CostAmount,
  t: TranslateFn,
  locale: string,
): boolean {
  const { apply, announce, doc } = store.getState();
  const node = findNode(doc, editorID);
  if (!node) return false;
  const middleware = isJsonObject(node.$middleware) ? node.$middleware : {};
  const visibility = isJsonObject(middleware.visibility) ? middleware.visibility : {};
  const plan = hideOnMobile(typeof visibility.device === "string" ? visibility.device : undefined);
  if (plan.kind !== "hide") return false;
  const label = t("Hide {name} on mobile", { name });
  const next = normalizeMiddleware({ ...middleware, visibility: { ...visibility, device: plan.device } });
  if (!apply(label, (current) => modifyMiddleware(current, editorID, next))) return false;
  const saves =
    savings.queries === 0 && savings.bytes === 0 && savings.ms === 0
      ? t("A phone's page view leaves it out now.")
      : t("A mobile page view saves {amount}.", { amount: amountText(savings, t, locale) });
  announce(`${t("{name} is hidden on mobile now.", { name })} ${saves}`);
  return true;
}
