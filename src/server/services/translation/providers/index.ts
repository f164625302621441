// Machine translation for the localisation feature: one translator per configured service, whatever its type.
import { createDeepLTranslator } from "./deepl";
import { createGoogleTranslator } from "./google";
import { PROVIDER_NAMES } from "./http";
import { createLibreTranslateTranslator } from "./libretranslate";
import {
  MachineTranslationError,
  type MachineTranslator,
  type MachineTranslatorOptions,
  type TranslationServiceConfig,
} from "./types";

export {
  MachineTranslationError,
  type MachineTranslator,
  type MachineTranslatorOptions,
  type TranslateRequest,
  type TranslateResult,
  type TranslationServiceConfig,
  type TranslationServiceType,
} from "./types";

/**
 * The translator for a service. A configuration that cannot work (no key, no or a bad URL) gives a translator whose
 * translate() rejects with a MachineTranslationError saying what to fix; only an unknown type throws here.
 */
export function createMachineTranslator(
  config: TranslationServiceConfig,
  options: MachineTranslatorOptions = {},
): MachineTranslator {
  switch (config.type) {
    case "deepl":
      return createDeepLTranslator(config, options);
    case "google":
      return createGoogleTranslator(config, options);
    case "libretranslate":
      return createLibreTranslateTranslator(config, options);
    default: {
      // Configs come from stored JSON: an unknown type is a bug upstream, not an admin's mistake.
      const type: never = config.type;
      throw new TypeError(`Unknown translation service type: ${String(type)}`);
    }
  }
}

/**
 * Translates "Hello" to French; resolves with nothing or throws MachineTranslationError — used when an admin saves a
 * service.
 */
export async function verifyMachineTranslator(translator: MachineTranslator): Promise<void> {
  const result = await translator.translate({ texts: ["Hello"], to: "fr", from: "en", format: "text" });
  const text = result.texts[0];
  if (result.texts.length !== 1 || text === undefined || text.trim() === "") {
    throw new MachineTranslationError(
      `${PROVIDER_NAMES[translator.type]} answered the test translation with no text: check the service URL.`,
      { provider: translator.type, status: null, kind: "provider" },
    );
  }
}
