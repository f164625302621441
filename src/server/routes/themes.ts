// Themes (spec 000 §7, docs/reference/themes.md#api): list, read (any revision), create, save a revision, restore
// one, delete and undelete, make current, preview for yourself. All need site.manage except reading the current
// theme, which every page shows anyway.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ThemeCurrentPut } from "../../types/generated/api/theme-current-put";
import type { ThemeGetQuery } from "../../types/generated/api/theme-get-query";
import type { ThemeParams } from "../../types/generated/api/theme-params";
import type { ThemePatch } from "../../types/generated/api/theme-patch";
import type { ThemePost } from "../../types/generated/api/theme-post";
import type { ThemePreviewPut } from "../../types/generated/api/theme-preview-put";
import { notFound } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { serverTranslator } from "../i18n/catalogues";
import { requestLocale } from "../i18n/request-locale";
import { currentThemeKey, setCurrentTheme } from "../services/themes/current";
import { describeTheme } from "../services/themes/describe";
import { listThemes, themeRevisions } from "../services/themes/list";
import { previewRedirect } from "../services/themes/page-theme";
import { clearPreviewCookie, setPreviewCookie } from "../services/themes/preview";
import { type ResolvedTheme, resolveTheme } from "../services/themes/resolve";
import { createTheme, patchTheme } from "../services/themes/write";
import { requireSiteManage } from "./layouts-read";

const one = { 200: ref("theme"), ...errorResponses };

async function requestT(request: FastifyRequest) {
  return serverTranslator(await requestLocale(request.server.db, request)).t;
}

export const themeRoutes: FastifyPluginAsync = async (app) => {
  async function themeOr404(themeKey: string, revisionID?: number): Promise<ResolvedTheme> {
    const key = themeKey === "current" ? await currentThemeKey(app.db) : themeKey;
    const theme = await resolveTheme(app.db, key, revisionID === undefined ? {} : { revisionID });
    if (!theme) throw notFound("Theme");
    return theme;
  }

  app.get(
    "/themes",
    { schema: { response: { 200: { type: "array", items: ref("theme") }, ...errorResponses } } },
    async (request) => {
      requireSiteManage(request);
      return listThemes(app.db);
    },
  );

  app.get<{ Params: ThemeParams; Querystring: ThemeGetQuery }>(
    "/themes/:themeKey",
    { schema: { params: ref("theme-params"), querystring: ref("theme-get-query"), response: one } },
    async (request) => {
      const { themeKey } = request.params;
      // The current theme is public (every page carries it); any other, or an older revision, is the managers'.
      if (themeKey !== "current" || request.query.revisionID !== undefined) requireSiteManage(request);
      const theme = await themeOr404(themeKey, request.query.revisionID);
      return describeTheme(theme, await currentThemeKey(app.db));
    },
  );

  app.post<{ Body: ThemePost }>(
    "/themes",
    { schema: { body: ref("theme-post"), response: { 201: ref("theme"), ...errorResponses } } },
    async (request, reply) => {
      requireSiteManage(request);
      const parent = await resolveTheme(app.db, String(request.body.parentThemeKey), { live: true });
      if (!parent) throw notFound("Theme");
      const themeID = await createTheme(
        app.db,
        request.viewer.user.userID,
        parent,
        request.body,
        await requestT(request),
      );
      reply.code(201);
      return describeTheme(await themeOr404(String(themeID)), await currentThemeKey(app.db));
    },
  );

  app.patch<{ Params: ThemeParams; Body: ThemePatch }>(
    "/themes/:themeKey",
    { schema: { params: ref("theme-params"), body: ref("theme-patch"), response: one } },
    async (request) => {
      requireSiteManage(request);
      const theme = await themeOr404(request.params.themeKey);
      await patchTheme(app.db, request.viewer.user.userID, theme, request.body, await requestT(request));
      return describeTheme(await themeOr404(String(theme.themeID)), await currentThemeKey(app.db));
    },
  );

  app.delete<{ Params: ThemeParams }>(
    "/themes/:themeKey",
    { schema: { params: ref("theme-params"), response: { 204: { type: "null" }, ...errorResponses } } },
    async (request, reply) => {
      requireSiteManage(request);
      const theme = await themeOr404(request.params.themeKey);
      await patchTheme(app.db, request.viewer.user.userID, theme, { deleted: true }, await requestT(request));
      reply.code(204);
    },
  );

  app.get<{ Params: ThemeParams }>(
    "/themes/:themeKey/revisions",
    {
      schema: {
        params: ref("theme-params"),
        response: { 200: { type: "array", items: ref("theme-revision") }, ...errorResponses },
      },
    },
    async (request) => {
      requireSiteManage(request);
      const theme = await themeOr404(request.params.themeKey);
      return theme.row ? themeRevisions(app.db, theme.row) : [];
    },
  );

  app.put<{ Body: ThemeCurrentPut }>(
    "/themes/current",
    { schema: { body: ref("theme-current-put"), response: one } },
    async (request) => {
      requireSiteManage(request);
      const theme = await resolveTheme(app.db, String(request.body.themeID), { live: true });
      if (!theme) throw notFound("Theme");
      await setCurrentTheme(app.db, String(theme.themeID));
      return describeTheme(theme, String(theme.themeID));
    },
  );

  app.put<{ Body: ThemePreviewPut }>(
    "/themes/preview",
    {
      schema: { body: ref("theme-preview-put"), response: { 200: ref("theme-preview"), ...errorResponses } },
    },
    async (request, reply) => {
      requireSiteManage(request);
      const { themeID, revisionID } = request.body;
      const theme = await resolveTheme(
        app.db,
        String(themeID),
        revisionID === undefined ? {} : { revisionID },
      );
      if (!theme) throw notFound("Theme");
      const themeKey = String(theme.themeID);
      setPreviewCookie(request, reply, revisionID === undefined ? { themeKey } : { themeKey, revisionID });
      return {
        themeID: theme.themeID,
        revisionID: revisionID ?? null,
        name: theme.name,
        redirect: previewRedirect(),
      };
    },
  );

  app.delete(
    "/themes/preview",
    { schema: { response: { 204: { type: "null" }, ...errorResponses } } },
    async (request, reply) => {
      requireSiteManage(request);
      clearPreviewCookie(request, reply);
      reply.code(204);
    },
  );
};
