// Invite members (docs/reference/groups.md#invitations): members chosen by name (suggested by GET /users/by-names as
// one types, like the search page's author filter) and outside addresses in a text box, sent together with
// POST /groups/{id}/invitations. After a success the chosen members and the addresses are cleared (spec 000 §4) and
// the per-invitee results (invited, already a member, banned…) are listed in a live region, so a screen reader hears
// them. Loaded when chosen (React.lazy): the group page's first view carries none of it.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { useT } from "../../ui/i18n/i18n-context";
import { Modal } from "../../ui/Modal";
import { SubmitButton } from "../../ui/SubmitButton";
import { useDebounced } from "../../ui/search/use-search-suggestions";
import { INPUT_CLASSES } from "../../ui/TextField";
import { type Group, type GroupInvitationResult, useInviteToGroupMutation } from "../api/groups";
import { mentionSuggestionsQuery } from "../api/users";
import { ChipPicker, type PickerOption } from "../pages/search/filters/ChipPicker";
import { INVITATION_STATUS_TEXTS, inviteeLabel, MAX_INVITEES, parseEmailList } from "./invite-input";

const SUGGESTION_DEBOUNCE_MS = 100;
const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} min-h-24 py-2`;

interface ChosenMember {
  userID: number;
  name: string;
}

function useMemberPicker() {
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<ChosenMember[]>([]);
  const typed = useDebounced(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const found = useQuery({ ...mentionSuggestionsQuery(typed), enabled: typed !== "" });
  const chosenIDs = new Set(chosen.map((member) => member.userID));
  const options: PickerOption[] = text.trim()
    ? (found.data ?? [])
        .filter((user) => !chosenIDs.has(user.userID))
        .slice(0, 10)
        .map((user) => ({ key: String(user.userID), label: user.name }))
    : [];
  return {
    text,
    setText,
    chosen,
    options,
    add: (option: PickerOption) =>
      setChosen((list) => [...list, { userID: Number(option.key), name: option.label }]),
    remove: (userID: number) => setChosen((list) => list.filter((member) => member.userID !== userID)),
    clear: () => setChosen([]),
  };
}

function InvitationResults({ result }: { result: GroupInvitationResult | null }) {
  const t = useT();
  return (
    // Always in the page, so the results are announced when they arrive.
    <div role="status" aria-live="polite" className="text-sm">
      {result ? (
        <>
          <p className="font-semibold text-fg-heading">{t("Invitations sent")}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {result.invitees.map((invitee, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one result per invitee, in the order asked
              <li key={index} className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold text-fg">{inviteeLabel(invitee)}</span>
                <span className={invitee.status === "invited" ? "text-success" : "text-fg-muted"}>
                  {t(INVITATION_STATUS_TEXTS[invitee.status])}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export default function InviteDialog({ group, onClose }: { group: Group; onClose(): void }) {
  const t = useT();
  const id = useId();
  const members = useMemberPicker();
  const [emailText, setEmailText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<GroupInvitationResult | null>(null);
  const invite = useInviteToGroupMutation(group.groupID);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    const { emails, invalid } = parseEmailList(emailText);
    if (invalid.length > 0) {
      setProblem(t("These are not email addresses: {list}", { list: invalid.join(", ") }));
      return;
    }
    const userIDs = members.chosen.map((member) => member.userID);
    if (userIDs.length === 0 && emails.length === 0) {
      setProblem(t("Choose a member or type an email address."));
      return;
    }
    if (userIDs.length > MAX_INVITEES || emails.length > MAX_INVITEES) {
      setProblem(t("Invite at most {max} members and {max} addresses at a time.", { max: MAX_INVITEES }));
      return;
    }
    setProblem(null);
    invite.mutate(
      { ...(userIDs.length ? { userIDs } : {}), ...(emails.length ? { emails } : {}) },
      {
        onSuccess: (answer) => {
          members.clear();
          members.setText("");
          setEmailText("");
          setResult(answer);
        },
      },
    );
  };

  return (
    <Modal open title={t("Invite to {name}", { name: group.name })} size="medium" onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={problem ?? invite.error?.message ?? null} />
        <ChipPicker
          label={t("Members")}
          chosenLabel={t("Members to invite")}
          suggestionsLabel={t("Member suggestions")}
          placeholder={t("Find a member")}
          text={members.text}
          onTextChange={members.setText}
          options={members.options}
          onPick={members.add}
          full={members.chosen.length >= MAX_INVITEES}
          chips={members.chosen.map((member) => ({
            key: String(member.userID),
            text: member.name,
            onRemove: () => members.remove(member.userID),
          }))}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-emails`} className="text-sm font-semibold text-fg-heading">
            {t("Email addresses")}
          </label>
          <textarea
            id={`${id}-emails`}
            value={emailText}
            rows={3}
            aria-describedby={`${id}-emails-hint`}
            onChange={(event) => {
              setEmailText(event.target.value);
              setProblem(null);
            }}
            className={TEXTAREA_CLASSES}
          />
          <p id={`${id}-emails-hint`} className="text-xs text-fg-muted">
            {t(
              "People without an account get an email with a link to register and join. Separate addresses with commas, spaces or new lines.",
            )}
          </p>
        </div>
        <InvitationResults result={result} />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{result ? t("Done") : t("Cancel")}</Button>
          <SubmitButton pending={invite.isPending} pendingLabel={t("Inviting…")}>
            {t("Invite")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
