// The two ajv runtime helpers the precompiled validators may call, written here so the generated module never
// imports ajv (see scripts/generate-validators.ts).

/** String length in code points (what JSON Schema's minLength/maxLength count), as ajv's ucs2length. */
export function ucs2length(text: string): number {
  let length = 0;
  for (let pos = 0; pos < text.length; length++) {
    const code = text.charCodeAt(pos++);
    if (code >= 0xd800 && code <= 0xdbff && pos < text.length && (text.charCodeAt(pos) & 0xfc00) === 0xdc00)
      pos++;
  }
  return length;
}

/** Deep equality of JSON values (enum/const of objects, uniqueItems), as ajv's fast-deep-equal. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.hasOwn(b, key) && equal((a as never)[key], (b as never)[key]))
  );
}
