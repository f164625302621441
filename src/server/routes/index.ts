// The API's route modules, registered under /api/v2 in this order. Append new resources here.
import type { FastifyPluginAsync } from "fastify";
import { authenticateRoutes } from "./authenticate";
import { categoryRoutes } from "./categories";
import { commentRoutes } from "./comments";
import { discussionRoutes } from "./discussions";
import { layoutsRoutes } from "./layouts";
import { tagRoutes } from "./tags";
import { userRoutes } from "./users";

export const apiRoutes: FastifyPluginAsync[] = [
  authenticateRoutes,
  userRoutes,
  categoryRoutes,
  discussionRoutes,
  commentRoutes,
  tagRoutes,
  layoutsRoutes,
];
