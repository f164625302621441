// Format 1 → 2: Vanilla's original documents name some sections and the breadcrumbs by aliases seen in its docs
// (docs/reference/layout-documents.md#sections), and device values were free-form in hand-written files. Format 2 uses
// the live keys and the exact device enum, so the validator and the catalogue need to know one name per widget.

const LIVE_KEYS: Record<string, string> = {
  "section.one-column": "react.section.1-column",
  "react.sections.2-columns": "react.section.2-columns",
  "react.section.2-column": "react.section.2-columns",
  "react.section.3-column": "react.section.3-columns",
  "react.assets.breadcrumbs": "react.breadcrumbs",
  "react.asset.breadcrumbs": "react.breadcrumbs",
};

const DEVICE_ALIASES: Record<string, string> = {
  all: "all",
  both: "all",
  "": "all",
  desktop: "desktop",
  tablet: "tablet",
  mobile: "mobile",
  phone: "mobile",
  xs: "xs",
  no_bleed: "no_bleed",
  nobleed: "no_bleed",
};

/** Known spellings become the enum; anything else stays as written, for the validator to name. */
function normaliseDevice(value: unknown): unknown {
  if (value === undefined || value === null) return "all";
  if (typeof value !== "string") return value;
  return DEVICE_ALIASES[value.trim().toLowerCase()] ?? value;
}

function migrateMiddleware(middleware: unknown): unknown {
  if (typeof middleware !== "object" || middleware === null || Array.isArray(middleware)) return middleware;
  const visibility = (middleware as Record<string, unknown>).visibility;
  if (typeof visibility !== "object" || visibility === null || Array.isArray(visibility)) return middleware;
  const device = (visibility as Record<string, unknown>).device;
  return { ...middleware, visibility: { ...visibility, device: normaliseDevice(device) } };
}

function migrateV1ToV2(node: Record<string, unknown>): Record<string, unknown> {
  const next = { ...node };
  const key = next.$hydrate;
  if (typeof key === "string" && LIVE_KEYS[key]) next.$hydrate = LIVE_KEYS[key];
  if ("$middleware" in next) next.$middleware = migrateMiddleware(next.$middleware);
  return next;
}

export const v1ToV2 = { from: 1, to: 2, migrateNode: migrateV1ToV2 };
