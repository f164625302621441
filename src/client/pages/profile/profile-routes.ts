// The profile pages' client routes, each loaded on demand so the public pages' first bundle does not grow.
import type { RouteObject } from "react-router";
import {
  PROFILE_COMMENTS_PATTERN,
  PROFILE_DISCUSSIONS_PATTERN,
  PROFILE_EDIT_PATH,
  PROFILE_PATTERN,
  PROFILE_REACTIONS_PATTERN,
} from "./profile-paths";

export const profileRoutes: RouteObject[] = [
  {
    path: PROFILE_EDIT_PATH,
    lazy: () => import("./ProfileEditPage").then((m) => ({ Component: m.ProfileEditPage })),
  },
  {
    path: PROFILE_DISCUSSIONS_PATTERN,
    lazy: () => import("./ProfileDiscussionsPage").then((m) => ({ Component: m.ProfileDiscussionsPage })),
  },
  {
    path: PROFILE_COMMENTS_PATTERN,
    lazy: () => import("./ProfileCommentsPage").then((m) => ({ Component: m.ProfileCommentsPage })),
  },
  {
    path: PROFILE_REACTIONS_PATTERN,
    lazy: () => import("./ProfileReactionsPage").then((m) => ({ Component: m.ProfileReactionsPage })),
  },
  {
    path: PROFILE_PATTERN,
    lazy: () => import("./ProfilePage").then((m) => ({ Component: m.ProfilePage })),
  },
];
