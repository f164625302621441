// /messages: the member's private conversations, newest activity first, each with who takes part, the last
// message's excerpt and how many messages are unread.
import { useSearchParams } from "react-router";
import { useSession } from "../../../layout/session";
import { AppLink } from "../../../ui/AppLink";
import { cx } from "../../../ui/cx";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { Pager } from "../../../ui/Pager";
import { RelativeTime } from "../../../ui/RelativeTime";
import { UserPhoto } from "../../../ui/UserPhoto";
import { type Conversation, useConversations } from "../../api/conversations";
import { ApiError } from "../../api/errors";
import { failureFromError } from "../entry-form";
import { MemberFrame } from "./MemberFrame";
import { conversationUrl, MESSAGES_PATH } from "./member-paths";

const MESSAGES_PAGE_LIMIT = 30;

/** The other participants' names ("Me" alone when talking to oneself is not possible: at least one other). */
export function otherParticipants(conversation: Conversation, viewerID: number) {
  const others = conversation.participants.filter((p) => p.userID !== viewerID);
  return others.length ? others : conversation.participants;
}

export function MessagesPage() {
  const { isGuest, user } = useSession();
  const t = useT();
  const [search] = useSearchParams();
  const pageParam = Number(search.get("page"));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const list = useConversations({ page, limit: MESSAGES_PAGE_LIMIT }, !isGuest);

  let body: React.ReactNode;
  if (list.isPending) body = <Loader label={t("Loading messages")} className="mt-6" />;
  else if (list.isError) {
    const off = list.error instanceof ApiError && list.error.status === 404;
    body = (
      <FormAlert
        className="mt-4"
        message={
          off
            ? t("Private messages are turned off on this site.")
            : failureFromError(list.error, [], t).message
        }
      />
    );
  } else if (list.data.items.length === 0)
    body = <p className="mt-6 text-fg-muted">{t("You have no messages yet.")}</p>;
  else {
    body = (
      <>
        <ul className="mt-4 divide-y divide-border" aria-label={t("Conversations")}>
          {list.data.items.map((conversation) => {
            const others = otherParticipants(conversation, user.userID);
            const names = others.map((p) => p.name).join(", ");
            return (
              <li key={conversation.conversationID} className="flex gap-3 py-3">
                <UserPhoto url={others[0]?.photoUrl} name={others[0]?.name} size={40} />
                <div className="min-w-0 flex-1">
                  <AppLink
                    to={conversationUrl(conversation.conversationID)}
                    className={cx(
                      "hover:text-primary focus-visible:outline-2 focus-visible:outline-primary",
                      conversation.countUnread ? "font-semibold text-fg-heading" : "text-fg",
                    )}
                  >
                    {names}
                  </AppLink>
                  {conversation.countUnread ? (
                    <span className="ml-2 text-sm text-primary">
                      {t("{count} unread", { count: conversation.countUnread })}
                    </span>
                  ) : null}
                  {conversation.lastMessage ? (
                    <p className="truncate text-sm text-fg-muted">{conversation.lastMessage.excerpt}</p>
                  ) : null}
                  <p className="text-xs text-fg-muted">
                    <RelativeTime date={conversation.dateLastMessage} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <Pager className="mt-4" page={page} limit={MESSAGES_PAGE_LIMIT} total={list.data.total} />
      </>
    );
  }
  return <MemberFrame path={MESSAGES_PATH}>{body}</MemberFrame>;
}
