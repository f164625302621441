// /messages/add/{name}: a new private message to the member named in the address (the user card's Message
// button). The recipient is looked up first; a missing, deleted or banned member, or a viewer without
// conversations.add, gets the reason instead of the form. Sending opens the new conversation.
import { useNavigate, useParams } from "react-router";
import { useSession } from "../../../layout/session";
import { FormAlert } from "../../../ui/FormAlert";
import { type TranslateFn, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { UserPhoto } from "../../../ui/UserPhoto";
import { useConversationRecipient, useCreateConversationMutation } from "../../api/conversations";
import { ApiError } from "../../api/errors";
import { failureFromError } from "../entry-form";
import { MemberFrame } from "./MemberFrame";
import { MessageForm } from "./MessageForm";
import { conversationUrl, newMessageUrl } from "./member-paths";

function recipientProblem(error: unknown, t: TranslateFn): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t("There is no member by that name.");
    if (error.status === 403) return t("You don't have permission to send private messages.");
  }
  return failureFromError(error, [], t).message ?? t("Something went wrong.");
}

export function NewMessagePage() {
  const { name = "" } = useParams();
  const { isGuest } = useSession();
  const t = useT();
  const navigate = useNavigate();
  const recipient = useConversationRecipient(name, !isGuest);
  const create = useCreateConversationMutation();

  let body: React.ReactNode;
  if (recipient.isPending) body = <Loader label={t("Loading recipient")} className="mt-6" />;
  else if (recipient.isError)
    body = <FormAlert className="mt-4" message={recipientProblem(recipient.error, t)} />;
  else {
    const to = recipient.data;
    body = (
      <>
        <p className="mt-4 flex items-center gap-2 text-fg">
          {t("To:")} <UserPhoto url={to.photoUrl} name={to.name} size={24} />
          <strong>{to.name}</strong>
        </p>
        <MessageForm
          label={t("Message")}
          submitLabel={t("Send Message")}
          pending={create.isPending}
          error={create.error}
          onSend={async (text) => {
            try {
              const conversation = await create.mutateAsync({
                participantUserIDs: [to.userID],
                body: text,
                format: "markdown",
              });
              navigate(conversationUrl(conversation.conversationID));
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
    <MemberFrame path={newMessageUrl(name)} title={t("New Message")}>
      {body}
    </MemberFrame>
  );
}
