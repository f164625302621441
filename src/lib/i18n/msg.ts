// Marks a message key kept as data (an option list's labels, a table of titles) for a later `t(value)`: the catalogue
// check (scripts/i18n/scan-messages.ts) finds keys through it. It returns the key unchanged.
export function msg(key: string): string {
  return key;
}
