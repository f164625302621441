// The messages dropdown's content (lazy, like the notifications): the latest conversations with their other
// participants, an excerpt of the last message and an unread mark; a link to the inbox.
import { useConversations } from "../../../src/client/api/conversations";
import { useSession } from "../../../src/layout/session";
import { AppLink } from "../../../src/ui/AppLink";
import { cx } from "../../../src/ui/cx";
import { useT } from "../../../src/ui/i18n/i18n-context";
import { Loader } from "../../../src/ui/Loader";
import { RelativeTime } from "../../../src/ui/RelativeTime";

const CONVERSATIONS_IN_DROPDOWN = 10;

export default function ConversationsList({ onNavigate }: { onNavigate?(): void }) {
  const t = useT();
  const { user } = useSession();
  const { data, isPending, isError } = useConversations({ limit: CONVERSATIONS_IN_DROPDOWN });
  const items = data?.items ?? [];
  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border pb-2">
        <h2 className="text-sm font-bold">{t("Messages")}</h2>
      </div>
      {isPending ? (
        <Loader size="small" />
      ) : isError ? (
        <p className="py-3 text-fg-muted">{t("The messages could not be loaded.")}</p>
      ) : items.length === 0 ? (
        <p className="py-3 text-fg-muted">{t("You have no messages.")}</p>
      ) : (
        <ul className="-mx-4 divide-y divide-border">
          {items.map((conversation) => {
            const others = conversation.participants.filter((p) => p.userID !== user.userID);
            const names = (others.length ? others : conversation.participants).map((p) => p.name).join(", ");
            return (
              <li key={conversation.conversationID}>
                <AppLink
                  to={`/messages/${conversation.conversationID}`}
                  onClick={onNavigate}
                  className={cx(
                    "block px-4 py-2.5 hover:bg-bg-hover",
                    conversation.countUnread > 0 && "bg-primary-soft",
                  )}
                >
                  <span className="block truncate font-semibold">{names}</span>
                  {conversation.lastMessage ? (
                    <span className="block truncate text-fg-muted">{conversation.lastMessage.excerpt}</span>
                  ) : null}
                  <span className="text-xs text-fg-muted">
                    <RelativeTime date={conversation.dateLastMessage} />
                    {conversation.countUnread > 0
                      ? ` · ${t("{count, plural, one {# unread} other {# unread}}", { count: conversation.countUnread })}`
                      : ""}
                  </span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      )}
      <AppLink
        to="/messages"
        onClick={onNavigate}
        className="border-t border-border pt-2 text-sm font-semibold text-primary hover:underline"
      >
        {t("All Messages")}
      </AppLink>
    </div>
  );
}
