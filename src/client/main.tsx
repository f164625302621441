// Client entry: reads the state the server inlined, then renders the app. A server-rendered page (layout and plain
// pages, src/client/entry-server.tsx) is hydrated: the query cache the server rendered from is restored and the
// widget chunks the page shows are loaded first, so the first render matches the server's markup. Other pages
// (sign-in, the dashboard, a page the server could not render) arrive empty and are rendered here.
import "./fonts";
import "./styles.css";
import { hydrate } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { widgetRegistry } from "../../widgets/registry";
import { loadMemberChunks } from "../../widgets/title-bar/account/member-chunks";
import { loadLayoutComponents } from "../layout/registry-types";
import type { CompiledMessages } from "../lib/i18n/translator";
import { checkPermission } from "../lib/permissions/check";
import { permissionSourceFromRecord } from "../lib/permissions/record-source";
import { AppRoot } from "./AppRoot";
import { createBrowserPageViewTracker } from "./analytics/use-page-view-ticks";
import { setPageLocale } from "./api/page-locale";
import { myPermissionsQuery } from "./api/users/me";
import { SelectionCheckboxChunk } from "./bulk/selection-checkbox-chunk";
import { FollowToggleChunk } from "./categories/follow-toggle-chunk";
import { ReactionControlsChunk } from "./engagement/reaction-controls-chunk";
import { DiscussionOptionsChunk } from "./moderation/discussion-options-chunk";
import { ResolvedIconChunk } from "./moderation/resolved-icon-chunk";
import { defaultTitleBarNode } from "./pages/default-title-bar";
import { createAppQueryClient, seedQueryClient } from "./query-client";
import { readHydrationState, readInlinedState } from "./state";
import { UserCardPopupChunk } from "./user-card/user-card-chunk";

const state = readInlinedState();
setPageLocale(state.i18n?.locale ?? null, state.i18n?.messages as CompiledMessages | undefined);
const queryClient = createAppQueryClient();
seedQueryClient(queryClient, state);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");
// Embedded mode (docs/reference/ui-behaviour.md#embedded-mode): only a framed page loads the bridge that posts to its
// parent.
if (window.self !== window.top) {
  import("./embed/embed-start")
    .then(({ startEmbed }) => startEmbed())
    // i18n-exempt: a log message
    .catch((error: unknown) => console.error("Embedded mode could not start.", error));
}

function app(now: number | null): ReactNode {
  return (
    <AppRoot now={now} state={state} queryClient={queryClient} pageViews={createBrowserPageViewTracker()} />
  );
}

/** Whether the viewer may open user cards (profiles.view, as UserCardLink checks it), by the hydrated permissions. */
function mayOpenUserCards(): boolean {
  const record = queryClient.getQueryData(myPermissionsQuery().queryKey);
  return checkPermission(record ? permissionSourceFromRecord(record) : null, "profiles.view");
}

/** The widgets whose posts carry an engagement bar (src/client/engagement), when the reactions addon is on. */
const POST_WIDGETS = /"\$reactComponent":"(OriginalPostAsset|CommentThreadAsset|AnswerThreadAsset)"/;

function showsReactions(nodes: unknown): boolean {
  return (state.site.addons ?? []).includes("reactions") && POST_WIDGETS.test(JSON.stringify(nodes));
}

/**
 * The chunks of every widget the server-rendered page shows (the server already modulepreloads them), and for a
 * member the parts only members see: the title bar's (widgets/title-bar/account/member-chunks.ts says why), the
 * categories' Follow toggle, the bulk-moderation checkbox and the list items' options and resolved icon; and the user card's popup for a viewer who may open it.
 */
function loadPageWidgets(): Promise<unknown> {
  const data = state.layout?.data;
  const nodes =
    data && "layout" in data ? [data.titleBar, ...data.layout] : [defaultTitleBarNode(state.site)];
  const member =
    state.currentUser.userID > 0
      ? Promise.all([
          loadMemberChunks(),
          FollowToggleChunk.preload(),
          SelectionCheckboxChunk.preload(),
          // A discussion list item's options menu and resolved icon (widgets/discussions/ItemStatus.tsx).
          DiscussionOptionsChunk.preload(),
          ResolvedIconChunk.preload(),
        ])
      : undefined;
  const userCards = mayOpenUserCards() ? UserCardPopupChunk.preload() : undefined;
  const reactions = showsReactions(nodes) ? ReactionControlsChunk.preload() : undefined;
  return Promise.all([loadLayoutComponents(nodes, widgetRegistry), member, userCards, reactions]);
}

const hydration = readHydrationState();
if (hydration && root.hasChildNodes()) {
  hydrate(queryClient, hydration.queries);
  void loadPageWidgets().then(() => hydrateRoot(root, app(hydration.now)));
} else {
  createRoot(root).render(app(null));
}
