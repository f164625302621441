// Translations of site records (spec 001 §3, §7; docs/reference/localisation.md), all site.manage: GET
// /translations/{resource} (one locale's translations of some records), PATCH /translations/{resource} (store) and
// PATCH /translations/{resource}/remove, POST /translations/{resource}/machine (a machine service's suggestions, which
// the translator offers as unsaved edits), GET and PUT /translation-services, and the roles whose names the translator
// shows. Quorum's resource is "site". Posts read in another language: ./post-translations.ts.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MachineTranslation } from "../../types/generated/api/machine-translation";
import type { MachineTranslationPost } from "../../types/generated/api/machine-translation-post";
import type { Translation } from "../../types/generated/api/translation";
import type { TranslationPatchItem } from "../../types/generated/api/translation-patch";
import type { TranslationRemoveItem } from "../../types/generated/api/translation-remove";
import type { TranslationService } from "../../types/generated/api/translation-service";
import type { TranslationServicePut } from "../../types/generated/api/translation-service-put";
import { apiRequest } from "./http";
import { type Role, roleKeys } from "./roles";

export type {
  MachineTranslation,
  MachineTranslationPost,
  Translation,
  TranslationPatchItem,
  TranslationRemoveItem,
  TranslationService,
  TranslationServicePut,
};

export type TranslationRecordType = Translation["recordType"];

/** GET /translations/{resource}: one locale, one record type, records by id or key (sent comma-separated). */
export interface TranslationListParams {
  locale: string;
  recordType?: TranslationRecordType;
  recordIDs?: number[];
  recordKeys?: string[];
}

/** One translatable text of one record, as the translator is given it. */
export interface TranslationProperty {
  recordType: TranslationRecordType;
  recordID?: number;
  recordKey?: string;
  propertyName: string;
  sourceText: string;
  propertyType: "text" | "multiline";
  propertyValidation?: { maxLength?: number };
  /** recordType.recordIDorKey.propertyName */
  translationPropertyKey: string;
}

/** The server takes at most this many items per PATCH, and a machine service this many texts per call. */
const PATCH_CHUNK = 500;
const MACHINE_CHUNK = 200;

export const translationKeys = {
  all: ["translations"] as const,
  lists: () => [...translationKeys.all, "list"] as const,
  list: (resource: string, query: TranslationListParams) =>
    [...translationKeys.lists(), resource, query] as const,
  machine: (resource: string, body: MachineTranslationPost) =>
    [...translationKeys.all, "machine", resource, body] as const,
  services: () => [...translationKeys.all, "services"] as const,
};

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The list query for one locale's translations of these properties (one record type, as the translator requires). */
export function translationListQuery(properties: readonly TranslationProperty[], locale: string) {
  const recordIDs = new Set<number>();
  const recordKeys = new Set<string>();
  for (const property of properties) {
    if (property.recordID !== undefined) recordIDs.add(property.recordID);
    if (property.recordKey !== undefined) recordKeys.add(property.recordKey);
  }
  const query: TranslationListParams = { locale, recordType: properties[0]?.recordType };
  // Sorted: the same records give the same query key whatever their order.
  if (recordIDs.size > 0) query.recordIDs = [...recordIDs].sort((a, b) => a - b);
  if (recordKeys.size > 0) query.recordKeys = [...recordKeys].sort();
  return query;
}

export function fetchTranslations(
  resource: string,
  query: TranslationListParams,
  signal?: AbortSignal,
): Promise<Translation[]> {
  return apiRequest<Translation[]>(`/translations/${encodeURIComponent(resource)}`, {
    query: [
      ["locale", query.locale],
      ["recordType", query.recordType],
      ["recordIDs", query.recordIDs?.join(",")],
      ["recordKeys", query.recordKeys?.join(",")],
    ],
    signal,
  });
}

export function translationsQuery(resource: string, query: TranslationListParams) {
  return queryOptions({
    queryKey: translationKeys.list(resource, query),
    queryFn: ({ signal }) => fetchTranslations(resource, query, signal),
    retry: false,
  });
}

export function useTranslations(resource: string, query: TranslationListParams, enabled = true) {
  return useQuery({ ...translationsQuery(resource, query), enabled });
}

/** Stores translations (in calls of at most 500); resolves to what was stored. */
export async function patchTranslations(
  resource: string,
  items: readonly TranslationPatchItem[],
): Promise<Translation[]> {
  const stored: Translation[] = [];
  for (const chunk of chunks(items, PATCH_CHUNK)) {
    const answer = await apiRequest<Translation[]>(`/translations/${encodeURIComponent(resource)}`, {
      method: "PATCH",
      body: chunk,
    });
    stored.push(...(answer ?? []));
  }
  return stored;
}

export async function removeTranslations(
  resource: string,
  items: readonly TranslationRemoveItem[],
): Promise<void> {
  for (const chunk of chunks(items, PATCH_CHUNK)) {
    await apiRequest<undefined>(`/translations/${encodeURIComponent(resource)}/remove`, {
      method: "PATCH",
      body: chunk,
    });
  }
}

export interface TranslationChanges {
  updates: TranslationPatchItem[];
  removals: TranslationRemoveItem[];
}

/** Publishes the translator's edits: updates first, then removals; every list is read again either way. */
export function useSaveTranslationsMutation(resource: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ updates, removals }: TranslationChanges) => {
      const stored = updates.length > 0 ? await patchTranslations(resource, updates) : [];
      if (removals.length > 0) await removeTranslations(resource, removals);
      return stored;
    },
    onSettled: () => client.invalidateQueries({ queryKey: translationKeys.lists() }),
  });
}

/** What the machine service is asked for: the properties' source texts, in order. */
export function machineTranslationRequest(
  locale: string,
  properties: readonly Pick<TranslationProperty, "translationPropertyKey" | "sourceText">[],
): MachineTranslationPost | null {
  const [first, ...rest] = properties.map((property) => ({
    translationPropertyKey: property.translationPropertyKey,
    sourceText: property.sourceText,
    format: "text" as const,
  }));
  return first ? { locale, properties: [first, ...rest] } : null;
}

/** The service's suggestions (in calls of at most 200 texts); 409 without a service, 502 when it fails. */
export async function postMachineTranslation(
  resource: string,
  body: MachineTranslationPost,
): Promise<MachineTranslation> {
  const answers: MachineTranslation[] = [];
  for (const [first, ...rest] of chunks(body.properties, MACHINE_CHUNK)) {
    if (!first) continue;
    answers.push(
      await apiRequest<MachineTranslation>(`/translations/${encodeURIComponent(resource)}/machine`, {
        method: "POST",
        body: { locale: body.locale, properties: [first, ...rest] } satisfies MachineTranslationPost,
      }),
    );
  }
  const [head] = answers;
  if (!head) throw new Error("postMachineTranslation needs at least one property");
  return { ...head, translations: answers.flatMap((answer) => answer.translations) };
}

/**
 * Kept for the session: asking again for the same texts gives the same suggestions, and a service bills per text.
 * Stories answer it from the cache.
 */
export function machineTranslationQuery(resource: string, body: MachineTranslationPost) {
  return queryOptions({
    queryKey: translationKeys.machine(resource, body),
    queryFn: () => postMachineTranslation(resource, body),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Asks the machine service on demand (a button), through the cache of machineTranslationQuery. */
export function useMachineTranslationMutation(resource: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MachineTranslationPost) => client.fetchQuery(machineTranslationQuery(resource, body)),
  });
}

/** Spec 001 §9: the translator reads at most 500 roles. */
export const TRANSLATOR_ROLES_LIMIT = 500;

/** The roles whose names the translator shows as source text; under the roles list key, so role changes refresh it. */
export function translatorRolesQuery() {
  return queryOptions({
    queryKey: [...roleKeys.list(), { limit: TRANSLATOR_ROLES_LIMIT }] as const,
    queryFn: ({ signal }) =>
      apiRequest<Role[]>("/roles", { query: [["limit", TRANSLATOR_ROLES_LIMIT]], signal }),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

export function fetchTranslationServices(signal?: AbortSignal): Promise<TranslationService[]> {
  return apiRequest<TranslationService[]>("/translation-services", { signal });
}

export function translationServicesQuery() {
  return queryOptions({
    queryKey: translationKeys.services(),
    queryFn: ({ signal }) => fetchTranslationServices(signal),
    retry: false,
  });
}

export function useTranslationServices(enabled = true) {
  return useQuery({ ...translationServicesQuery(), enabled });
}

/** The server tries the service before saving: 422 with the provider's problem when the key or address fails. */
export function putTranslationService(
  type: TranslationService["type"],
  body: TranslationServicePut,
): Promise<TranslationService> {
  return apiRequest<TranslationService>(`/translation-services/${type}`, { method: "PUT", body });
}

export function usePutTranslationServiceMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body }: { type: TranslationService["type"]; body: TranslationServicePut }) =>
      putTranslationService(type, body),
    onSettled: () => client.invalidateQueries({ queryKey: translationKeys.services() }),
  });
}
