// Labels for fields and choices that carry no `x-control.label`: the property name or enum value, spelled out.

const ACRONYMS: Record<string, string> = {
  id: "ID",
  ids: "IDs",
  url: "URL",
  api: "API",
  css: "CSS",
  html: "HTML",
  rss: "RSS",
  op: "OP",
};

/** "apiParams" → "API params", "parentCategoryID" → "Parent category ID", "no-repeat" → "No repeat". */
export function humanize(name: string): string {
  const words = name
    .replace(/^[-$]+/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_\-/.]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
