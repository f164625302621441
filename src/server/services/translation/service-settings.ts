// The machine translation services an administrator set up (docs/reference/localisation.md#machine-translation):
// their keys are stored write-only (never answered), a service is tried before its settings are saved, and a locale
// names the service that translates into it.
import { eq } from "drizzle-orm";
import type { TranslationService } from "../../../types/generated/api/translation-service";
import type { TranslationServicePut } from "../../../types/generated/api/translation-service-put";
import type { Db } from "../../db/client";
import { translationServices } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { isServiceType, SERVICE_TYPES, type ServiceType } from "../localisation/describe-locale";
import { listLocales } from "../localisation/locales";
import {
  createMachineTranslator,
  MachineTranslationError,
  type MachineTranslator,
  type MachineTranslatorOptions,
  verifyMachineTranslator,
} from "./providers";
import { PROVIDER_NAMES } from "./providers/http";

type Row = typeof translationServices.$inferSelect;

/** Tests point the adapters at their loopback server and shorten the waits through this. */
export interface MachineTranslationSettings {
  options?: MachineTranslatorOptions;
}

const settingsByDb = new WeakMap<Db, MachineTranslationSettings>();

export function setMachineTranslationSettings(db: Db, settings: MachineTranslationSettings): void {
  settingsByDb.set(db, settings);
}

function isConfigured(type: ServiceType, row: Row | undefined): boolean {
  if (!row) return false;
  return type === "libretranslate" ? Boolean(row.url) : Boolean(row.apiKey);
}

function describe(type: ServiceType, row: Row | undefined): TranslationService {
  return {
    type,
    name: PROVIDER_NAMES[type],
    isConfigured: isConfigured(type, row),
    url: row?.url ?? null,
    dateUpdated: row ? row.dateUpdated.toISOString() : null,
  };
}

async function readRows(db: Db): Promise<Map<string, Row>> {
  const rows = await db.select().from(translationServices);
  return new Map(rows.map((row) => [row.type, row]));
}

export async function listTranslationServices(db: Db): Promise<TranslationService[]> {
  const rows = await readRows(db);
  return SERVICE_TYPES.map((type) => describe(type, rows.get(type)));
}

function translatorOf(db: Db, type: ServiceType, row: Pick<Row, "apiKey" | "url">): MachineTranslator {
  return createMachineTranslator(
    { type, ...(row.apiKey ? { apiKey: row.apiKey } : {}), ...(row.url ? { url: row.url } : {}) },
    settingsByDb.get(db)?.options ?? {},
  );
}

/** Saves a service's settings after a sample translation worked with them; 422 with the service's answer if not. */
export async function putTranslationService(
  db: Db,
  type: ServiceType,
  body: TranslationServicePut,
  userID: number,
): Promise<TranslationService> {
  const current = (await readRows(db)).get(type);
  const next = {
    apiKey: body.apiKey === undefined ? (current?.apiKey ?? null) : body.apiKey,
    url: body.url === undefined ? (current?.url ?? null) : body.url,
  };
  const configured = type === "libretranslate" ? Boolean(next.url) : Boolean(next.apiKey);
  if (configured) await verifyOrRefuse(translatorOf(db, type, next));
  const values = { ...next, dateUpdated: new Date(), updateUserID: userID };
  await db
    .insert(translationServices)
    .values({ type, ...values })
    .onConflictDoUpdate({ target: translationServices.type, set: values });
  const [row] = await db.select().from(translationServices).where(eq(translationServices.type, type));
  return describe(type, row);
}

async function verifyOrRefuse(translator: MachineTranslator): Promise<void> {
  try {
    await verifyMachineTranslator(translator);
  } catch (error) {
    if (!(error instanceof MachineTranslationError)) throw error;
    throw new ApiError(422, "The service could not translate a sample text: {problem}", {
      values: { problem: error.message },
    });
  }
}

/** The translator of the service a locale names; null when it names none or the service is not set up. */
export async function translatorForLocale(db: Db, locale: string): Promise<MachineTranslator | null> {
  const row = (await listLocales(db)).find((entry) => entry.localeKey === locale && entry.enabled);
  const type = row?.translationService;
  if (!isServiceType(type)) return null;
  const settings = (await readRows(db)).get(type);
  if (!settings || !isConfigured(type, settings)) return null;
  return translatorOf(db, type, settings);
}

/** A service failure as the API answers it: 502, with the service's problem (never its key). */
export function serviceFailure(error: unknown): ApiError {
  if (error instanceof MachineTranslationError) {
    return new ApiError(502, "The translation service failed: {problem}", {
      values: { problem: error.message },
    });
  }
  throw error;
}
