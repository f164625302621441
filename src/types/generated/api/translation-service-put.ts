// Generated from schemas/api/translation-service-put.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Settings of a service: an omitted apiKey keeps the stored one, null removes it. The service is tried before it is saved.
 */
export interface TranslationServicePut {
apiKey?: (string | null)
url?: (string | null)
}
