// /messages/add?content=…: a new private message to a member the writer names, its text prefilled from the address
// (the share menu's Share In Message, docs/reference/ui-behaviour.md#share). The recipient is looked up when sending:
// a missing member, or a viewer without conversations.add, gets the reason above the form. Sending opens the
// conversation.
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type TranslateFn, useT } from "../../../ui/i18n/i18n-context";
import { TextField } from "../../../ui/TextField";
import { useMessageMemberMutation } from "../../api/conversations";
import { ApiError } from "../../api/errors";
import { MemberFrame } from "./MemberFrame";
import { MessageForm } from "./MessageForm";
import { COMPOSE_MESSAGE_PATH, conversationUrl } from "./member-paths";

function recipientProblem(error: unknown, t: TranslateFn): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return t("There is no member by that name.");
  if (error.status === 403) return t("You don't have permission to send private messages.");
  return null;
}

export function ComposeMessagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const content = params.get("content") ?? "";
  const [recipient, setRecipient] = useState("");
  const [missingRecipient, setMissingRecipient] = useState(false);
  const message = useMessageMemberMutation();
  // A failed lookup of the recipient is said at the recipient field; every other failure above the form.
  const lookupProblem = recipientProblem(message.error, t);
  const recipientError = missingRecipient ? t("Name the member to write to.") : lookupProblem;

  const send = async (body: string) => {
    const name = recipient.trim();
    setMissingRecipient(!name);
    if (!name) return false;
    try {
      const conversation = await message.mutateAsync({ name, body });
      navigate(conversationUrl(conversation.conversationID));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <MemberFrame path={COMPOSE_MESSAGE_PATH} title={t("New Message")}>
      <div className="mt-4 max-w-md">
        <TextField
          label={t("Recipient")}
          value={recipient}
          autoComplete="off"
          onChange={(event) => setRecipient(event.target.value)}
          errors={recipientError ? [recipientError] : undefined}
        />
      </div>
      <MessageForm
        label={t("Message")}
        submitLabel={t("Send Message")}
        pending={message.isPending}
        error={lookupProblem ? null : message.error}
        initialBody={content}
        onSend={send}
      />
    </MemberFrame>
  );
}
