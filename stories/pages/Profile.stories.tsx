// The profile pages (docs/reference/routes.md#links-the-product-builds routes) as a signed-in member sees them: the
// overview, a private profile's restricted view, the Reactions tab, and the edit page. The pages are app pages, not
// layouts: they render under the app's state and router here, with the query cache filled from the factories instead
// of the API.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Route, Routes } from "react-router";
import { userDiscussionsQuery } from "../../src/client/api/discussions";
import { signatureQuery } from "../../src/client/api/signatures";
import {
  myPermissionsQuery,
  reactedPostsQuery,
  userByNameQuery,
  userQuery,
} from "../../src/client/api/users";
import { AppStateProvider } from "../../src/client/app-state";
import { ProfileEditPage } from "../../src/client/pages/profile/ProfileEditPage";
import { ProfilePage } from "../../src/client/pages/profile/ProfilePage";
import { ProfileReactionsPage } from "../../src/client/pages/profile/ProfileReactionsPage";
import {
  PROFILE_EDIT_PATH,
  PROFILE_PATTERN,
  PROFILE_REACTIONS_PATTERN,
} from "../../src/client/pages/profile/profile-paths";
import type { QuorumState } from "../../src/client/state";
import { UserCardProvider } from "../../src/client/user-card/user-card-settings";
import type { User } from "../../src/types/generated/api/user";
import {
  makeCurrentUser,
  makeDiscussion,
  makeProfile,
  makeReactedPost,
  makeRestrictedProfile,
} from "../../tests/factories";

const meta = {
  title: "Pages/Profile",
  parameters: { layout: "fullscreen" },
  globals: { viewer: "member" },
} satisfies Meta;

export default meta;

const viewer = makeCurrentUser();
const state: QuorumState = {
  site: { name: "Quorum Community", description: "" },
  currentUser: viewer,
  status: 200,
};
const ada = makeProfile({
  userID: 21,
  name: "ada.lovelace",
  title: "Community Lead",
  countDiscussions: 45,
  countComments: 310,
});
const self: User = {
  ...makeProfile({ userID: viewer.userID, name: viewer.name }),
  email: "member@example.com",
};

type Seed = (client: QueryClient) => void;

/** The app's providers around one page at one address, its data already in the cache (nothing is fetched). */
function ProfileStage({ seed, pattern, children }: { seed: Seed; pattern: string; children: ReactNode }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    created.setQueryData(myPermissionsQuery().queryKey, {
      isAdmin: false,
      permissions: [
        {
          type: "global",
          permissions: { "profiles.view": true, "conversations.add": true, "uploads.add": true },
        },
      ],
      junctions: { category: [] },
      junctionAliases: { category: {} },
    });
    seed(created);
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <AppStateProvider state={state}>
        <UserCardProvider conversationsEnabled>
          <Routes>
            <Route path={pattern} element={children} />
          </Routes>
        </UserCardProvider>
      </AppStateProvider>
    </QueryClientProvider>
  );
}

const discussions = [
  makeDiscussion({ discussionID: 301 }),
  makeDiscussion({ discussionID: 302 }),
  makeDiscussion({ discussionID: 303 }),
  makeDiscussion({ discussionID: 304 }),
  makeDiscussion({ discussionID: 305 }),
];

export const Overview: StoryObj = {
  parameters: { location: `/profile/${ada.name}` },
  render: () => (
    <ProfileStage
      pattern={PROFILE_PATTERN}
      seed={(client) => {
        client.setQueryData(userByNameQuery(ada.name).queryKey, ada);
        client.setQueryData(userDiscussionsQuery({ insertUserID: ada.userID, limit: 5 }).queryKey, {
          items: discussions,
          page: 1,
          limit: 5,
          total: 45,
          hasNextPage: true,
        });
      }}
    >
      <ProfilePage />
    </ProfileStage>
  ),
};

export const PrivateProfile: StoryObj = {
  parameters: { location: "/profile/grace.hopper" },
  render: () => (
    <ProfileStage
      pattern={PROFILE_PATTERN}
      seed={(client) =>
        client.setQueryData(
          userByNameQuery("grace.hopper").queryKey,
          makeRestrictedProfile({ userID: 22, name: "grace.hopper" }),
        )
      }
    >
      <ProfilePage />
    </ProfileStage>
  ),
};

const chosen = ada.reactionsReceived?.[0];

export const Reactions: StoryObj = {
  parameters: { location: `/profile/reactions/${ada.name}?reaction=${chosen?.urlcode ?? ""}` },
  render: () => (
    <ProfileStage
      pattern={PROFILE_REACTIONS_PATTERN}
      seed={(client) => {
        client.setQueryData(userByNameQuery(ada.name).queryKey, ada);
        client.setQueryData(
          reactedPostsQuery({
            userID: ada.userID,
            reaction: chosen?.urlcode ?? "",
            page: 1,
            limit: 30,
          }).queryKey,
          {
            items: [41, 42, 43, 44].map((recordID) => makeReactedPost({ recordID })),
            page: 1,
            limit: 30,
            total: 4,
            hasNextPage: false,
          },
        );
      }}
    >
      <ProfileReactionsPage />
    </ProfileStage>
  ),
};

export const Edit: StoryObj = {
  parameters: { location: PROFILE_EDIT_PATH },
  render: () => (
    <ProfileStage
      pattern={PROFILE_EDIT_PATH}
      seed={(client) => {
        client.setQueryData(userQuery(viewer.userID).queryKey, self);
        // The signature part (pages/profile/SignatureEditor.tsx): a short one, shown under posts on this site.
        client.setQueryData(signatureQuery(viewer.userID).queryKey, {
          userID: viewer.userID,
          body: "Happy to help — *ask me anything* about the API.",
          html: "<p>Happy to help — <em>ask me anything</em> about the API.</p>",
          enabled: true,
          maxLength: 1000,
        });
      }}
    >
      <ProfileEditPage upload={async () => ({ url: "" })} />
    </ProfileStage>
  ),
};
