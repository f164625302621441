// The API's route modules, registered under /api/v2 in this order. Append new resources here.
import type { FastifyPluginAsync } from "fastify";
import { authenticateRoutes } from "./authenticate";
import { categoryRoutes } from "./categories";
import { categoryPreferencesRoutes } from "./category-preferences";
import { collectionRoutes } from "./collections";
import { commentRoutes } from "./comments";
import { configRoutes } from "./config";
import { discussionRoutes } from "./discussions";
import { fragmentRoutes } from "./fragments";
import { layoutCatalogRoutes } from "./layout-catalog";
import { layoutViewsRoutes } from "./layout-views";
import { layoutsRoutes } from "./layouts";
import { layoutsReadRoutes } from "./layouts-read";
import { layoutsWriteRoutes } from "./layouts-write";
import { tagRoutes } from "./tags";
import { userRoutes } from "./users";

export const apiRoutes: FastifyPluginAsync[] = [
  authenticateRoutes,
  userRoutes,
  categoryRoutes,
  discussionRoutes,
  commentRoutes,
  collectionRoutes,
  categoryPreferencesRoutes,
  fragmentRoutes,
  tagRoutes,
  layoutsRoutes,
  layoutsReadRoutes,
  layoutsWriteRoutes,
  layoutViewsRoutes,
  layoutCatalogRoutes,
  configRoutes,
];
