// The last chrome details of docs/reference/errors.md#render-errors and docs/reference/ui-behaviour.md: the error
// boundary's message, the chunk debugger, the Back control, a discussion row with the unread badge and the resolved
// icon, and the add-member form's generated password. Data from the factories through a seeded query cache: nothing
// is fetched and nothing is saved.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { configValuesQuery } from "../../src/client/api/config";
import { myPermissionsQuery } from "../../src/client/api/users";
import { TRIAGE_CONFIG_KEY } from "../../src/client/moderation/use-option-access";
import { GeneratedPasswordField } from "../../src/client/pages/dashboard/GeneratedPasswordField";
import { SessionProvider } from "../../src/layout/session";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import { BackLink } from "../../src/ui/BackLink";
import { ChunkDebuggerDialog } from "../../src/ui/ChunkDebuggerDialog";
import { ErrorMessage } from "../../src/ui/ErrorMessage";
import { makeCurrentUser, makeDiscussion } from "../../tests/factories";
import { makePermissionsRecord } from "../../tests/factories/permission-records";
import { DiscussionRow } from "../../widgets/discussions/DiscussionItems";

// Pinned to the desktop viewport: these parts do not change with the width, and each screenshot costs suite time.
const meta = {
  title: "Chrome/Details",
  parameters: { layout: "padded" },
  tags: ["viewport-desktop"],
} satisfies Meta;

export default meta;

type Story = StoryObj;

const noop = () => undefined;

export const ErrorBoundaryMessage: Story = {
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <ErrorMessage
        error={new Error("Cannot read properties of undefined (reading 'name')")}
        onReload={noop}
        onCancel={noop}
      />
    </div>
  ),
};

export const ErrorBoundaryPageMessage: Story = {
  render: () => (
    <ErrorMessage
      scope="page"
      error={new Error("The page failed to render.")}
      onReload={noop}
      onCancel={noop}
    />
  ),
};

export const ChunkDebugger: Story = {
  parameters: { layout: "fullscreen" },
  render: () => (
    <ChunkDebuggerDialog
      chunks={[
        { name: "widget:react.rss", kind: "widget", detail: "Feed answered 502 Bad Gateway.", count: 1 },
        { name: "page:/discussions", kind: "page", detail: "items.map is not a function", count: 3 },
      ]}
      onClose={noop}
      onClear={noop}
    />
  ),
};

export const Back: Story = { render: () => <BackLink fallback="/categories/general" /> };

const OPTIONS: DiscussionsWidgetHydrated["discussionOptions"] = {
  excerpt: { display: true },
  metas: {
    asIcons: false,
    display: {
      category: true,
      startedByUser: true,
      lastUser: true,
      lastCommentDate: false,
      viewCount: true,
      commentCount: true,
      score: false,
      userTags: false,
      unreadCount: true,
    },
  },
};

/** An administrator with triage on: the resolved icon and the options menu show. */
function StaffStage({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("administrator"));
    created.setQueryData(configValuesQuery([TRIAGE_CONFIG_KEY]).queryKey, { [TRIAGE_CONFIG_KEY]: true });
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser({ userID: 7, name: "sam.rivera" })}>
        <div style={{ maxWidth: 720 }}>{children}</div>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export const DiscussionRowForStaff: Story = {
  render: () => (
    <StaffStage>
      <DiscussionRow
        discussion={makeDiscussion({
          discussionID: 12,
          name: "Printer on fire after the update",
          resolved: true,
          unread: false,
          countUnread: 4,
        })}
        options={OPTIONS}
        member
      />
      <DiscussionRow
        discussion={makeDiscussion({ discussionID: 13, name: "Where do I change my avatar?", unread: true })}
        options={OPTIONS}
        member
      />
    </StaffStage>
  ),
};

function PasswordStage() {
  const [value, setValue] = useState("k7MpQ2wXr9Ta");
  return (
    <div style={{ maxWidth: 480 }}>
      <GeneratedPasswordField value={value} onChange={setValue} defaultVisible />
    </div>
  );
}

export const GeneratedPassword: Story = { render: () => <PasswordStage /> };
