// The discussion options menu beside the original post (docs/reference/ui-behaviour.md#discussion-options,
// docs/reference/permissions.md#category-permissions): announce, sink, close, move, change type, change author, bump,
// resolve, mute, dismiss an announcement, revision history, deleted comments, edit tags and convert to an article
// (their dialogs chunks of their own, loaded when chosen), add to collection, delete. Items show
// per the user's permissions (use-option-access.ts; the server checks again). The menu is a Flyout menu (arrow keys,
// Home/End, Escape gives focus back); options that need a choice open a dialog. Deleting asks first and then goes to
// the discussion's category (docs/reference/ui-behaviour.md#discussion-options).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { msg } from "../../lib/i18n/msg";
import type { Discussion } from "../../types/generated/api/discussion";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Flyout, FlyoutItem, FlyoutLinkItem, FlyoutSeparator } from "../../ui/Flyout";
import { useT } from "../../ui/i18n/i18n-context";
import { categoryQuery } from "../api/categories";
import { useSetCollectionsOfRecordMutation } from "../api/collections";
import {
  type DiscussionPatch,
  useDeleteDiscussionMutation,
  useDiscussionOptionMutation,
} from "../api/discussions";
import { useIntegrationOptions } from "../integrations/use-integration-options";
import { AnnounceDialog } from "./AnnounceDialog";
import { ChangeAuthorDialog } from "./ChangeAuthorDialog";
import { CollectionsDialog } from "./CollectionsDialog";
import { MoveDiscussionDialog } from "./MoveDiscussionDialog";
import { OPTION_TOASTS, optionFailed, optionSucceeded } from "./option-toasts";
import { useEditTagsAccess } from "./use-edit-tags-access";
import { deletedCommentsUrl, revisionHistoryUrl, useOptionAccess } from "./use-option-access";

export interface DiscussionOptionsMenuProps {
  discussion: Discussion;
  /** The discussion after a change the page should show at once (closed, pinned, moved…). */
  onChanged?: (discussion: Discussion) => void;
  /** Open from the first render (stories). */
  defaultOpen?: boolean;
}

type DialogName = "announce" | "move" | "author" | "collections" | "convert" | "tags" | "delete";

/** The knowledge base's convert dialog (docs/reference/knowledge-base.md#converting-a-discussion), fetched when chosen. */
const ConvertToArticleDialog = lazy(() =>
  import("../pages/knowledge-editor/ConvertToArticleDialog").then((m) => ({
    default: m.ConvertToArticleDialog,
  })),
);

/** Edit Tags (docs/reference/curation.md#tags), fetched when chosen. */
const EditTagsDialog = lazy(() => import("./EditTagsDialog").then((m) => ({ default: m.EditTagsDialog })));

export const DELETE_CONFIRMATION = msg("Are you sure you want to delete this discussion?");

export function DiscussionOptionsMenu({ discussion, onChanged, defaultOpen }: DiscussionOptionsMenuProps) {
  const t = useT();
  const access = useOptionAccess(discussion);
  // Escalating to other systems (docs/reference/integrations.md): an item per integration the viewer may use here.
  const integrations = useIntegrationOptions({
    recordType: "discussion",
    recordID: discussion.discussionID,
    insertUserID: discussion.insertUserID,
  });
  const mayEditTags = useEditTagsAccess(discussion);
  const navigate = useNavigate();
  const [current, setCurrent] = useState(discussion);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  useEffect(() => setCurrent(discussion), [discussion]);

  const id = current.discussionID;
  const acting = useDiscussionOptionMutation(id);
  const collecting = useSetCollectionsOfRecordMutation({ recordType: "discussion", recordID: id });
  const deleting = useDeleteDiscussionMutation();
  const queryClient = useQueryClient();
  // Deleting, then going where the reader goes next: the discussion's category page.
  const removing = useMutation({
    mutationFn: async () => {
      const target =
        current.category?.url ?? (await queryClient.fetchQuery(categoryQuery(current.categoryID))).url;
      // The mutation waits for every cached list to drop the discussion before the page moves on.
      await deleting.mutateAsync(id);
      return target;
    },
    onSuccess: (target) => {
      setDialog(null);
      navigate(target);
    },
  });
  const busy = acting.isPending;
  const changed = (update: Partial<Discussion>) => {
    const next = { ...current, ...update };
    setCurrent(next);
    onChanged?.(next);
  };

  /** Runs a change from a menu item; a failure is reported by a toast that stays until dismissed. */
  function run(work: () => Promise<void>) {
    if (busy) return;
    work().catch(optionFailed);
  }

  const patch = async (body: DiscussionPatch) => changed(await acting.mutateAsync({ kind: "patch", body }));
  const closeDialog = () => setDialog(null);

  const items = [
    access.announce && (
      <FlyoutItem key="announce" onSelect={() => setDialog("announce")}>
        {t("Announce")}
      </FlyoutItem>
    ),
    access.sink && (
      <FlyoutItem key="sink" onSelect={() => run(() => patch({ sink: !current.sink }))}>
        {current.sink ? t("Unsink") : t("Sink")}
      </FlyoutItem>
    ),
    access.close && (
      <FlyoutItem key="close" onSelect={() => run(() => patch({ closed: !current.closed }))}>
        {current.closed ? t("Reopen") : t("Close")}
      </FlyoutItem>
    ),
    access.move && (
      <FlyoutItem key="move" onSelect={() => setDialog("move")}>
        {t("Move")}
      </FlyoutItem>
    ),
    access.changeType && (
      <FlyoutItem
        key="type"
        onSelect={() =>
          run(async () =>
            changed(
              await acting.mutateAsync({
                kind: "type",
                type: current.type === "question" ? "discussion" : "question",
              }),
            ),
          )
        }
      >
        {current.type === "question" ? t("Change to Discussion") : t("Change to Question")}
      </FlyoutItem>
    ),
    access.changeAuthor && (
      <FlyoutItem key="author" onSelect={() => setDialog("author")}>
        {t("Change Author")}
      </FlyoutItem>
    ),
    access.bump && (
      <FlyoutItem
        key="bump"
        onSelect={() =>
          run(async () => {
            changed(await acting.mutateAsync({ kind: "bump" }));
            optionSucceeded(t(OPTION_TOASTS.bumped));
          })
        }
      >
        {t("Bump")}
      </FlyoutItem>
    ),
    access.resolve && (
      <FlyoutItem key="resolve" onSelect={() => run(() => patch({ resolved: !current.resolved }))}>
        {current.resolved ? t("Unresolve") : t("Resolve")}
      </FlyoutItem>
    ),
    access.mute && (
      <FlyoutItem
        key="mute"
        onSelect={() =>
          run(async () => {
            const { muted } = await acting.mutateAsync({ kind: "mute", muted: !current.muted });
            changed({ muted });
            optionSucceeded(t(muted ? OPTION_TOASTS.muted : OPTION_TOASTS.unmuted));
          })
        }
      >
        {current.muted ? t("Unmute") : t("Mute")}
      </FlyoutItem>
    ),
    access.dismiss && (
      <FlyoutItem
        key="dismiss"
        onSelect={() =>
          run(async () => {
            const { dismissed } = await acting.mutateAsync({
              kind: "dismiss",
              dismissed: !current.dismissed,
            });
            changed({ dismissed });
            optionSucceeded(t(dismissed ? OPTION_TOASTS.dismissed : OPTION_TOASTS.undismissed));
          })
        }
      >
        {current.dismissed ? t("Undismiss") : t("Dismiss")}
      </FlyoutItem>
    ),
    access.revisionHistory && (
      <FlyoutLinkItem key="history" to={revisionHistoryUrl(id)}>
        {t("Revision History")}
      </FlyoutLinkItem>
    ),
    access.deletedComments && (
      <FlyoutLinkItem key="deleted-comments" to={deletedCommentsUrl(id)}>
        {t("Deleted Comments")}
      </FlyoutLinkItem>
    ),
    mayEditTags && (
      <FlyoutItem key="tags" onSelect={() => setDialog("tags")}>
        {t("Edit Tags")}
      </FlyoutItem>
    ),
    access.collections && (
      <FlyoutItem key="collections" onSelect={() => setDialog("collections")}>
        {t("Add to Collection")}
      </FlyoutItem>
    ),
    access.convertToArticle && (
      <FlyoutItem key="convert" onSelect={() => setDialog("convert")}>
        {t("Convert to Article")}
      </FlyoutItem>
    ),
    ...integrations.items,
  ].filter(Boolean);

  if (!access.ready || (items.length === 0 && !access.delete)) return null;

  return (
    <>
      <Flyout
        label={<span aria-hidden="true">⋯</span>}
        buttonLabel={t("Discussion Options")}
        buttonClassName="inline-flex h-8 min-w-8 items-center justify-center rounded-control px-2 text-lg leading-none text-fg-muted hover:bg-bg-hover hover:text-fg aria-expanded:bg-bg-hover"
        align="end"
        defaultOpen={defaultOpen}
      >
        {items}
        {access.delete ? (
          <>
            {items.length ? <FlyoutSeparator /> : null}
            <FlyoutItem onSelect={() => setDialog("delete")}>{t("Delete")}</FlyoutItem>
          </>
        ) : null}
      </Flyout>
      {busy ? (
        <span className="sr-only" role="status">
          {t("Saving…")}
        </span>
      ) : null}

      {dialog === "announce" ? (
        <AnnounceDialog
          open
          discussion={current}
          onClose={closeDialog}
          onSubmit={async (choice) => {
            await patch(choice === "none" ? { pinned: false } : { pinned: true, pinLocation: choice });
            closeDialog();
          }}
        />
      ) : null}
      {dialog === "move" ? (
        <MoveDiscussionDialog
          open
          discussion={current}
          onClose={closeDialog}
          onSubmit={async (categoryID) => {
            await patch({ categoryID });
            closeDialog();
          }}
        />
      ) : null}
      {dialog === "author" ? (
        <ChangeAuthorDialog
          open
          discussion={current}
          onClose={closeDialog}
          onSubmit={async (user) => {
            // The answer names the new author by id; the page shows their name and photo from the pick.
            const updated = await acting.mutateAsync({ kind: "patch", body: { insertUserID: user.userID } });
            changed({
              ...updated,
              insertUser: {
                userID: user.userID,
                name: user.name,
                photoUrl: user.photoUrl ?? "",
                url: `/profile/${encodeURIComponent(user.name)}`,
              },
            });
            closeDialog();
          }}
        />
      ) : null}
      {dialog === "collections" ? (
        <CollectionsDialog
          open
          record={{ recordType: "discussion", recordID: id }}
          onClose={closeDialog}
          onSubmit={async (collectionIDs) => {
            await collecting.mutateAsync(collectionIDs);
            closeDialog();
          }}
        />
      ) : null}
      {dialog === "tags" ? (
        <Suspense fallback={null}>
          <EditTagsDialog
            discussion={current}
            onClose={closeDialog}
            onSaved={(tags) => {
              changed({ tags });
              closeDialog();
            }}
          />
        </Suspense>
      ) : null}
      {integrations.dialog}
      {dialog === "convert" ? (
        <Suspense fallback={null}>
          <ConvertToArticleDialog discussion={current} onClose={closeDialog} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={dialog === "delete"}
        title={t("Delete Discussion")}
        confirmLabel={t("Delete")}
        pendingLabel={t("Deleting…")}
        destructive
        pending={removing.isPending}
        onCancel={closeDialog}
        onConfirm={() => removing.mutateAsync()}
      >
        {t(DELETE_CONFIRMATION)}
      </ConfirmDialog>
    </>
  );
}
