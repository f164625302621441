// The groups list and the create form as client routes (src/lib/app-routes.ts lists them for the server), each loaded
// on demand so no other page's bundle grows. A group's own page is a layout route (src/lib/layout-routes.ts).
import type { RouteObject } from "react-router";
import { GROUPS_PATH, NEW_GROUP_PATH } from "../../../lib/group-paths";

export const groupsRoutes: RouteObject[] = [
  {
    path: GROUPS_PATH,
    lazy: () => import("./GroupsPage").then((m) => ({ Component: m.GroupsPage })),
  },
  {
    path: NEW_GROUP_PATH,
    lazy: () => import("./NewGroupPage").then((m) => ({ Component: m.NewGroupPage })),
  },
];
