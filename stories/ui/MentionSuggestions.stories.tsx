// The composer's @mention suggestions (docs/reference/api-conventions.md#mentions,
// docs/reference/ui-behaviour.md#timings), open under a message box: the answer of GET /users/by-names is put in the
// query cache first, so the story never fetches. The box starts focused with the caret after "@ma"; the list appears
// after the 50 ms pause, as it does for a person typing.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { mentionSuggestionsQuery } from "../../src/client/api/users";
import { MentionTextarea } from "../../src/client/mentions/MentionTextarea";
import type { MentionSuggestion } from "../../src/types/generated/api/mention-suggestion";
import { INPUT_CLASSES } from "../../src/ui/TextField";
import { makeUser } from "../../tests/factories";

const meta = {
  title: "UI/Mention Suggestions",
  component: MentionTextarea,
  parameters: { layout: "padded", location: "/messages/4" },
} satisfies Meta<typeof MentionTextarea>;

export default meta;

/** Ranked as the server ranks them: the recently active first. */
const SUGGESTIONS: MentionSuggestion[] = [
  "Mateo.Ruiz",
  "maria_santos",
  "Maya Lindqvist",
  "malik.hassan",
  "MarkusWeber",
].map((name, index) => {
  const user = makeUser({ userID: 40 + index, name });
  return { userID: user.userID ?? 0, name, photoUrl: null, dateLastActive: user.dateLastActive ?? null };
});

function Composer({
  text,
  typed,
  suggestions,
}: {
  text: string;
  typed: string;
  suggestions: MentionSuggestion[];
}) {
  const [client] = useState(() => {
    const seeded = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    seeded.setQueryData(mentionSuggestionsQuery(typed).queryKey, suggestions);
    return seeded;
  });
  const [value, setValue] = useState(text);
  return (
    <QueryClientProvider client={client}>
      <div style={{ maxWidth: 560, minHeight: 420 }}>
        <label htmlFor="reply" className="mb-1.5 block text-sm font-semibold text-fg-heading">
          Reply
        </label>
        <MentionTextarea
          id="reply"
          rows={5}
          value={value}
          onValueChange={setValue}
          autoFocus
          className={`${INPUT_CLASSES.replace("h-9 ", "")} py-2`}
        />
      </div>
    </QueryClientProvider>
  );
}

export const Open: StoryObj = {
  render: () => <Composer text="Thanks for the pointer! I think @ma" typed="ma" suggestions={SUGGESTIONS} />,
};

/** One suggestion left: the list shrinks to it. */
export const SingleSuggestion: StoryObj = {
  render: () => (
    <Composer
      text="Looping in @malik"
      typed="malik"
      suggestions={SUGGESTIONS.filter((user) => user.name.startsWith("malik"))}
    />
  ),
};
