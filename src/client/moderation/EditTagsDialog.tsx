// Edit Tags (docs/reference/curation.md#tags), a chunk of its own loaded when chosen from the discussion options: the
// discussion's tags as removable chips and a text box suggesting existing tags (GET /tags?query=). A suggestion adds
// that tag; Enter adds the text as typed (an existing tag of the same name is that tag; a new name is created on
// save, when the viewer may). Saving sends the whole set (PUT /discussions/{id}/tags).
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useState } from "react";
import { MAX_DISCUSSION_TAGS, normalizeTagName, tagUrlcode } from "../../lib/tag-names";
import type { Discussion } from "../../types/generated/api/discussion";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { discussionQuery } from "../api/discussions";
import { type Tag, useDiscussionTagsMutation, useTagSuggestions } from "../api/tags";
import { ChipPicker } from "../pages/search/filters/ChipPicker";
import { OptionDialog } from "./OptionDialog";

export interface EditTagsDialogProps {
  discussion: Pick<Discussion, "discussionID" | "name">;
  /** The discussion's tags once saved. */
  onSaved(tags: Tag[]): void;
  onClose(): void;
}

/** A chip: an existing tag (with its id) or a name to be created or matched on save. */
interface TagChoice {
  tagID?: number;
  name: string;
}

const keyOf = (choice: TagChoice) => tagUrlcode(choice.name) || choice.name;

/** The choices plus one, unless a choice of the same tag is there already. */
function withChoice(choices: readonly TagChoice[], next: TagChoice): TagChoice[] {
  const key = keyOf(next);
  return choices.some((choice) => keyOf(choice) === key) ? [...choices] : [...choices, next];
}

export function EditTagsDialog({ discussion, onSaved, onClose }: EditTagsDialogProps) {
  const t = useT();
  const current = useQuery(discussionQuery(discussion.discussionID, "tags"));
  const [choices, setChoices] = useState<TagChoice[] | null>(null);
  const [text, setText] = useState("");
  const suggestions = useTagSuggestions(normalizeTagName(text));
  const saving = useDiscussionTagsMutation(discussion.discussionID);
  useEffect(() => {
    if (choices === null && current.data) setChoices((current.data.tags ?? []).map(toChoice));
  }, [choices, current.data]);

  const add = (choice: TagChoice) => setChoices((list) => withChoice(list ?? [], choice));
  const options = (suggestions.data ?? [])
    .filter((tag) => !choices?.some((choice) => keyOf(choice) === keyOf(tag)))
    .map((tag) => ({ key: String(tag.tagID), label: tag.name }));

  async function save() {
    const list = choices ?? [];
    const tags = await saving.mutateAsync({
      tagIDs: list.flatMap((choice) => (choice.tagID === undefined ? [] : [choice.tagID])),
      names: list.flatMap((choice) => (choice.tagID === undefined ? [choice.name] : [])),
    });
    onSaved(tags);
  }

  return (
    <OptionDialog
      open
      title={t("Edit Tags")}
      description={discussion.name}
      submitLabel={t("Save")}
      pendingLabel={t("Saving…")}
      canSubmit={choices !== null}
      onSubmit={save}
      onClose={onClose}
    >
      {current.isError ? (
        <p role="alert">{t("The tags could not be loaded. Please try again later.")}</p>
      ) : choices === null ? (
        <Loader />
      ) : (
        // An Escape the text box used (closing its suggestions, emptying it) does not also close the dialog.
        // biome-ignore lint/a11y/noStaticElementInteractions: it only filters the text box's own key presses.
        <div onKeyDown={keepHandledEscape}>
          <ChipPicker
            label={t("Tags")}
            chosenLabel={t("Chosen tags")}
            suggestionsLabel={t("Tag suggestions")}
            placeholder={t("Type a tag, then Enter")}
            text={text}
            onTextChange={setText}
            options={options}
            onPick={(option) => add({ tagID: Number(option.key), name: option.label })}
            onEnterText={(typed) => {
              const name = normalizeTagName(typed);
              if (tagUrlcode(name)) add({ name });
            }}
            full={choices.length >= MAX_DISCUSSION_TAGS}
            chips={choices.map((choice) => ({
              key: keyOf(choice),
              text: choice.name,
              onRemove: () => setChoices(choices.filter((other) => other !== choice)),
            }))}
          />
        </div>
      )}
    </OptionDialog>
  );
}

function toChoice(tag: Tag): TagChoice {
  return { tagID: tag.tagID, name: tag.name };
}

function keepHandledEscape(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === "Escape" && event.defaultPrevented) event.stopPropagation();
}
