// The site's locales (docs/reference/localisation.md#locales): GET /locales and /locales/{localeID} (anyone: the
// language toggle and the translator read them), PATCH /locales/{localeID} and POST /locales (site.manage).
import type { FastifyPluginAsync } from "fastify";
import type { LocaleListQuery } from "../../types/generated/api/locale-list-query";
import type { LocaleParams } from "../../types/generated/api/locale-params";
import type { LocalePatch } from "../../types/generated/api/locale-patch";
import type { LocalePost } from "../../types/generated/api/locale-post";
import { fieldErrors, notFound } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { dashboardMessages } from "../i18n/catalogues";
import { describeLocale } from "../services/localisation/describe-locale";
import {
  addLocale,
  enabledLocaleKeys,
  findLocale,
  listLocales,
  updateLocale,
} from "../services/localisation/locales";
import { listTranslationServices } from "../services/translation/service-settings";
import { requireSiteManage } from "./layouts-read";

export const localeRoutes: FastifyPluginAsync = async (app) => {
  const one = { 200: ref("locale"), ...errorResponses };

  app.get<{ Querystring: LocaleListQuery }>(
    "/locales",
    {
      schema: {
        querystring: ref("locale-list-query"),
        response: { 200: { type: "array", items: ref("locale") }, ...errorResponses },
      },
    },
    async (request) => {
      const all = request.query.enabled === false;
      if (all) requireSiteManage(request);
      const [rows, enabled] = await Promise.all([listLocales(app.db), enabledLocaleKeys(app.db)]);
      return rows.filter((row) => all || row.enabled).map((row) => describeLocale(row, enabled));
    },
  );

  app.get<{ Params: LocaleParams }>(
    "/locales/:localeID",
    { schema: { params: ref("locale-params"), response: one } },
    async (request) => {
      const row = await findLocale(app.db, request.params.localeID);
      if (!row || (!row.enabled && !request.viewer.permissions.has("site.manage"))) throw notFound("Locale");
      return describeLocale(row, await enabledLocaleKeys(app.db));
    },
  );

  app.patch<{ Params: LocaleParams; Body: LocalePatch }>(
    "/locales/:localeID",
    { schema: { params: ref("locale-params"), body: ref("locale-patch"), response: one } },
    async (request) => {
      requireSiteManage(request);
      const row = await findLocale(app.db, request.params.localeID);
      if (!row) throw notFound("Locale");
      await checkLocalePatch(row.localeKey, request.body);
      await updateLocale(app.db, row.localeID, request.body);
      const updated = await findLocale(app.db, row.localeID);
      if (!updated) throw notFound("Locale");
      return describeLocale(updated, await enabledLocaleKeys(app.db));
    },
  );

  async function checkLocalePatch(localeKey: string, body: LocalePatch): Promise<void> {
    if (body.enabled === false && localeKey === "en")
      throw fieldErrors(422, [
        {
          field: "enabled",
          code: "sourceLocale",
          message: "English, the source language, cannot be turned off.",
        },
      ]);
    if (body.translationService) {
      const services = await listTranslationServices(app.db);
      const chosen = services.find((service) => service.type === body.translationService);
      if (!chosen?.isConfigured)
        throw fieldErrors(422, [
          {
            field: "translationService",
            code: "notConfigured",
            message: "Set up {service} under Translation Services first.",
            values: { service: chosen?.name ?? body.translationService },
          },
        ]);
    }
  }

  app.post<{ Body: LocalePost }>(
    "/locales",
    { schema: { body: ref("locale-post"), response: { 201: ref("locale"), ...errorResponses } } },
    async (request, reply) => {
      requireSiteManage(request);
      const key = canonicalLocaleKey(request.body.localeKey);
      if (!key)
        throw fieldErrors(400, [
          {
            field: "localeKey",
            code: "pattern",
            message: "That is not a language code (such as de or pt-BR).",
          },
        ]);
      const localeID = await addLocale(app.db, key);
      const row = await findLocale(app.db, localeID);
      if (!row) throw notFound("Locale");
      return reply.code(201).send(describeLocale(row, await enabledLocaleKeys(app.db)));
    },
  );

  // The dashboard's own messages, for a dashboard opened from a page that did not carry them.
  app.get<{ Params: { localeKey: string } }>(
    "/locales/dashboard-messages/:localeKey",
    {
      schema: {
        params: {
          type: "object",
          required: ["localeKey"],
          additionalProperties: false,
          properties: { localeKey: { type: "string", pattern: "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$" } },
        },
        response: { 200: { type: "object", additionalProperties: true }, ...errorResponses },
      },
    },
    async (request) => {
      requireSiteManage(request);
      return dashboardMessages(request.params.localeKey);
    },
  );
};

/** "pt_br" → "pt-BR"; null for what Intl does not take as a language tag. */
function canonicalLocaleKey(key: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(key.replace(/_/g, "-"));
    return canonical ?? null;
  } catch {
    return null;
  }
}
