// The resolved icon of a discussion list item (spec 001 §5: staff.allow plus triage.enabled), a member's only: it
// needs the moderation rules and the config, which a guest's page never downloads (resolved-icon-chunk.ts).
import type { Discussion } from "../../types/generated/widgets/hydrated/discussions";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";
import { useOptionAccess } from "./use-option-access";

/** Staff see whether each discussion is resolved; others see nothing. */
export function ResolvedIcon({ discussion }: { discussion: Discussion }) {
  const t = useT();
  const access = useOptionAccess(discussion);
  if (!access.resolve) return null;
  const label = discussion.resolved ? t("Resolved") : t("Unresolved");
  return (
    <span
      className={discussion.resolved ? "inline-flex text-success" : "inline-flex text-fg-muted"}
      title={label}
      data-resolved={discussion.resolved ? "true" : "false"}
    >
      <Icon name={discussion.resolved ? "circleCheck" : "circleAlert"} size={16} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
