// The machine translation services an administrator sets up (site.manage, docs/reference/localisation.md): GET
// /translation-services lists each with whether it is set up (keys are never returned), PUT
// /translation-services/{type} saves a key or address after the server tried it (422 with the provider's problem).
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { TranslationService } from "../../types/generated/api/translation-service";
import type { TranslationServicePut } from "../../types/generated/api/translation-service-put";
import { apiRequest } from "./http";

export type { TranslationService, TranslationServicePut };
export type TranslationServiceType = TranslationService["type"];

export const translationServiceKeys = {
  all: ["translation-services"] as const,
};

export function fetchTranslationServices(signal?: AbortSignal): Promise<TranslationService[]> {
  return apiRequest<TranslationService[]>("/translation-services", { signal });
}

export function translationServicesQuery() {
  return queryOptions({
    queryKey: translationServiceKeys.all,
    queryFn: ({ signal }) => fetchTranslationServices(signal),
  });
}

export function useTranslationServices() {
  return useQuery(translationServicesQuery());
}

/** An omitted apiKey keeps the stored one; null removes it. */
export function putTranslationService(
  type: TranslationServiceType,
  body: TranslationServicePut,
): Promise<TranslationService> {
  return apiRequest<TranslationService>(`/translation-services/${type}`, { method: "PUT", body });
}

/** Puts a saved service into the cached list, so every page showing the services agrees. */
export function storeTranslationService(client: QueryClient, saved: TranslationService): void {
  client.setQueryData<TranslationService[]>(translationServiceKeys.all, (list) =>
    list?.map((service) => (service.type === saved.type ? saved : service)),
  );
}
