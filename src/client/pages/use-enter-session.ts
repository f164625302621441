// After signing in or registering: the session becomes the new user and the app goes to the return target.
import { hashKey, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { CurrentUser } from "../../types/generated/api/current-user";
import { currentUserQuery, myPermissionsQuery } from "../api/users";
import { useAppState } from "../app-state";

export function useEnterSession(): (user: CurrentUser, target: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { layout: inlinedLayout } = useAppState();
  return useCallback(
    async (user, target) => {
      // The layout inlined into this document was hydrated for the guest and would seed the target page again:
      // load the target from the server instead. Entry pages are served without one, so this is the rare path.
      if (inlinedLayout) {
        window.location.assign(target);
        return;
      }
      const meKey = currentUserQuery().queryKey;
      const permissionsKey = myPermissionsQuery().queryKey;
      const kept = new Set([hashKey(meKey), hashKey(permissionsKey)]);
      // Everything cached was fetched for the guest (layouts hold guest-only widgets and hide private content).
      queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryHash) });
      // The app's one permissions subscription (permissions/use-permission.ts) outlives the page: its record is
      // emptied and read again, now as the user.
      void queryClient.resetQueries({ queryKey: permissionsKey });
      // Leave first, then switch the session, so this page never flashes "You are signed in".
      await navigate(target, { replace: true });
      queryClient.setQueryData(meKey, user);
    },
    [queryClient, navigate, inlinedLayout],
  );
}
