// Whether a request comes from a phone (docs/reference/layout-documents.md#hiding-on-phones), from its headers alone:
// the server cannot see the viewport. Chromium sends the low-entropy client hint Sec-CH-UA-Mobile on every request
// ("?1" on a phone, "?0" elsewhere, tablets included); other browsers are read from their User-Agent.

/** "phone": known to be one; "any": a desktop, a tablet, or not known, so every device must be served. */
export type RequestDevice = "phone" | "any";

export interface DeviceHeaders {
  "sec-ch-ua-mobile"?: string | string[] | undefined;
  "user-agent"?: string | string[] | undefined;
}

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Tablets that say "Mobile" too (some Android tablets' browsers): never phones. */
const TABLET = /\b(iPad|Tablet|Kindle|Silk|PlayBook)\b/i;

export function requestDevice(headers: DeviceHeaders): RequestDevice {
  const hint = first(headers["sec-ch-ua-mobile"])?.trim();
  if (hint === "?1") return "phone";
  if (hint === "?0") return "any";
  const agent = first(headers["user-agent"]) ?? "";
  if (TABLET.test(agent)) return "any";
  // "Mobi" is in every phone browser's User-Agent (Mozilla's advice), Android phones' "Mobile" included; Android
  // tablets leave it out.
  return /Mobi/.test(agent) ? "phone" : "any";
}
