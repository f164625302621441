// /messages/{conversationID}: one conversation, oldest message first, with a reply box. Opening it marks it
// read; a conversation the viewer is not in answers 404 from the API and shows "not found" here.
import { useEffect } from "react";
import { useParams } from "react-router";
import { useSession } from "../../../layout/session";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { RelativeTime } from "../../../ui/RelativeTime";
import { UserPhoto } from "../../../ui/UserPhoto";
import {
  useConversation,
  useConversationMessages,
  useMarkConversationReadMutation,
  usePostConversationMessageMutation,
} from "../../api/conversations";
import { ApiError } from "../../api/errors";
import { failureFromError } from "../entry-form";
import { MemberFrame } from "./MemberFrame";
import { MessageForm } from "./MessageForm";
import { otherParticipants } from "./MessagesPage";
import { conversationUrl } from "./member-paths";

export function ConversationPage() {
  const { conversationID: param = "" } = useParams();
  const t = useT();
  const conversationID = /^\d+$/.test(param) ? Number(param) : 0;
  return conversationID > 0 ? (
    <ConversationView conversationID={conversationID} />
  ) : (
    <MemberFrame path={`/messages/${param}`} title={t("Conversation")}>
      <FormAlert className="mt-4" message={t("Conversation not found.")} />
    </MemberFrame>
  );
}

function ConversationView({ conversationID }: { conversationID: number }) {
  const { user } = useSession();
  const t = useT();
  const conversation = useConversation(conversationID);
  const messages = useConversationMessages(conversationID);
  const markRead = useMarkConversationReadMutation();
  const reply = usePostConversationMessageMutation(conversationID);
  const unread = conversation.data?.countUnread ?? 0;
  const { mutate: markReadNow } = markRead;

  useEffect(() => {
    if (unread > 0) markReadNow(conversationID);
  }, [conversationID, unread, markReadNow]);

  const title = conversation.data
    ? otherParticipants(conversation.data, user.userID)
        .map((p) => p.name)
        .join(", ")
    : t("Conversation");

  let body: React.ReactNode;
  if (conversation.isPending || messages.isPending)
    body = <Loader label={t("Loading conversation")} className="mt-6" />;
  else if (conversation.isError || messages.isError) {
    const error = conversation.error ?? messages.error;
    const missing = error instanceof ApiError && error.status === 404;
    body = (
      <FormAlert
        className="mt-4"
        message={missing ? t("Conversation not found.") : failureFromError(error, [], t).message}
      />
    );
  } else {
    body = (
      <>
        <ol className="mt-4 flex flex-col gap-4" aria-label={t("Messages")}>
          {messages.data.items.map((message) => (
            <li key={message.messageID} className="flex gap-3">
              <UserPhoto url={message.insertUser.photoUrl} name={message.insertUser.name} size={40} />
              <article className="min-w-0 flex-1 rounded-box border border-border p-3">
                <header className="flex flex-wrap items-baseline gap-2 text-sm">
                  <strong className="text-fg-heading">{message.insertUser.name}</strong>
                  <RelativeTime date={message.dateInserted} className="text-fg-muted" />
                </header>
                {/* Sanitized server-side by the posting renderer (src/server/format/render.ts). */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API */}
                <div className="userContent mt-1" dangerouslySetInnerHTML={{ __html: message.body }} />
              </article>
            </li>
          ))}
        </ol>
        <MessageForm
          label={t("Reply")}
          submitLabel={t("Send")}
          pending={reply.isPending}
          error={reply.error}
          onSend={async (text) => {
            try {
              await reply.mutateAsync({ body: text, format: "markdown" });
              return true;
            } catch {
              return false;
            }
          }}
        />
      </>
    );
  }
  return (
    <MemberFrame path={conversationUrl(conversationID)} title={title}>
      {body}
    </MemberFrame>
  );
}
