// Signatures under posts (spec 001 §3 signature.body, §6; config keys in services/config.ts SIGNATURE_CONFIG_KEYS).
// A member's signature is Markdown (users.signature), rendered and sanitized as post bodies are (format/render.ts)
// and kept rendered per member in memory. While signatures.enabled, the author fragment of a post shown in full (a
// discussion read by ID, a thread's or a discussion's comments) carries `signature: {body, hideMobile,
// imageMaxHeight}`; off, nothing is read beyond the switch. Deleted and banned members show none.
import { and, eq, inArray, ne } from "drizzle-orm";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { renderSource } from "../format/render";
import { RenderCache } from "../format/render-cache";
import { readConfig, SIGNATURE_CONFIG_KEYS } from "./config";

export type FragmentSignature = NonNullable<UserFragment["signature"]>;

export interface SignatureSettings {
  enabled: boolean;
  hideMobile: boolean;
  /** px; 0 = no cap. */
  imageMaxHeight: number;
}

export async function readSignatureSettings(db: Db): Promise<SignatureSettings> {
  const values = await readConfig(db, Object.values(SIGNATURE_CONFIG_KEYS));
  const height = values[SIGNATURE_CONFIG_KEYS.imageMaxHeight];
  return {
    enabled: values[SIGNATURE_CONFIG_KEYS.enabled] === true,
    hideMobile: values[SIGNATURE_CONFIG_KEYS.hideMobile] === true,
    imageMaxHeight: typeof height === "number" && Number.isInteger(height) && height > 0 ? height : 0,
  };
}

/** The source is compared on every hit (RenderCache), so an edited signature is never served as it was. */
const rendered = new RenderCache(2000);

export function renderSignature(userID: number, source: string): string {
  const key = `signature:${userID}`;
  const cached = rendered.get(key, source, "markdown");
  if (cached) return cached.html;
  const body = renderSource(source, "markdown");
  rendered.set(key, source, "markdown", body);
  return body.html;
}

/** The signatures of these members (only those who have one and may show it), empty while signatures are off. */
export async function loadSignatures(
  db: Db,
  userIDs: Iterable<number | null | undefined>,
): Promise<Map<number, FragmentSignature>> {
  const ids = [...new Set([...userIDs].filter((id): id is number => typeof id === "number" && id > 0))];
  const found = new Map<number, FragmentSignature>();
  if (ids.length === 0) return found;
  const settings = await readSignatureSettings(db);
  if (!settings.enabled) return found;
  const rows = await db
    .select({ userID: users.userID, signature: users.signature })
    .from(users)
    .where(
      and(inArray(users.userID, ids), ne(users.signature, ""), eq(users.deleted, false), eq(users.banned, 0)),
    );
  for (const row of rows) {
    const body = renderSignature(row.userID, row.signature);
    if (body)
      found.set(row.userID, {
        body,
        hideMobile: settings.hideMobile,
        imageMaxHeight: settings.imageMaxHeight,
      });
  }
  return found;
}

/**
 * The fragment with its signature, as a copy: fragments are shared between the records of a page (the same member
 * as author and as editor), and only the author's shows a signature.
 */
export function withSignature(
  fragment: UserFragment,
  signatures: ReadonlyMap<number, FragmentSignature>,
): UserFragment {
  const signature = signatures.get(fragment.userID);
  return signature ? { ...fragment, signature } : fragment;
}

/** Adds signatures to the authors of these records (discussions or comments) in place. */
export async function attachSignatures(
  db: Db,
  records: { insertUser?: UserFragment | null }[],
): Promise<void> {
  const signatures = await loadSignatures(
    db,
    records.map((record) => record.insertUser?.userID),
  );
  if (signatures.size === 0) return;
  for (const record of records) {
    if (record.insertUser) record.insertUser = withSignature(record.insertUser, signatures);
  }
}
