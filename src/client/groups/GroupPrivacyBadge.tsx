// A group's privacy as a small badge with its icon: shown in the group's header and on each card of the groups list.
import type { Group } from "../../types/generated/api/group";
import { Badge } from "../../ui/Badge";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";

export function GroupPrivacyBadge({ privacy }: { privacy: Group["privacy"] }) {
  const t = useT();
  const label = privacy === "public" ? t("Public") : privacy === "private" ? t("Private") : t("Secret");
  return (
    <Badge tone={privacy === "public" ? "primary" : "muted"}>
      <Icon name={privacy === "public" ? "globe" : "lock"} size={12} />
      {label}
    </Badge>
  );
}
