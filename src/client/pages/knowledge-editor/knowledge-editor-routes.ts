// The knowledge base's staff pages as client routes (src/lib/app-routes.ts lists them for the server), each loaded on
// demand so no public page's bundle grows: the article editor, new or stored, and an article's revisions.
import type { RouteObject } from "react-router";

export const knowledgeEditorRoutes: RouteObject[] = [
  {
    path: "/kb/articles/add",
    lazy: () => import("./ArticleEditorRoute").then((m) => ({ Component: m.ArticleEditorRoute })),
  },
  {
    path: "/kb/articles/:articleID/edit",
    lazy: () => import("./ArticleEditorRoute").then((m) => ({ Component: m.ArticleEditorRoute })),
  },
  {
    path: "/kb/articles/:articleID/revisions",
    lazy: () => import("./ArticleRevisionsRoute").then((m) => ({ Component: m.ArticleRevisionsRoute })),
  },
];
