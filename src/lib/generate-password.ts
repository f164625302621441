// The generated password (spec 000 §9: default length 12, docs/reference/ui-behaviour.md#generated-passwords): letters
// and digits without look-alikes (0/O, 1/l/I), at least one lower-case letter, one capital and one digit, drawn without
// modulo bias from a cryptographic source passed in (crypto.getRandomValues in the browser).

export const GENERATED_PASSWORD_LENGTH = 12;

const LOWER = "abcdefghijkmnopqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
const ALPHABET = LOWER + UPPER + DIGITS;

/** Fills the array with random bytes in place (crypto.getRandomValues). */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => unknown;

/** One index below `size`, by rejection: bytes above the largest multiple of `size` are drawn again. */
function randomIndex(size: number, fill: RandomFill): number {
  const limit = 256 - (256 % size);
  const byte = new Uint8Array(1);
  for (;;) {
    fill(byte);
    const value = byte[0] ?? 0;
    if (value < limit) return value % size;
  }
}

const hasEveryKind = (password: string) =>
  [LOWER, UPPER, DIGITS].every((kind) => [...password].some((char) => kind.includes(char)));

export function generatePassword(fill: RandomFill, length: number = GENERATED_PASSWORD_LENGTH): string {
  for (;;) {
    let password = "";
    for (let i = 0; i < length; i += 1) password += ALPHABET[randomIndex(ALPHABET.length, fill)];
    // Drawing again keeps every password of the allowed set equally likely (no forced positions).
    if (length < 3 || hasEveryKind(password)) return password;
  }
}
