// The demo's signatures (spec 001 §6): two members sign their posts, and the site shows signatures, so the post
// page shows one beside the other authors' plain posts. Markdown, rendered and sanitized when shown
// (services/signatures.ts).
import { eq } from "drizzle-orm";
import { SIGNATURE_CONFIG_KEYS } from "../../services/config";
import type { Db } from "../client";
import { config, users } from "../schema";

const DEMO_SIGNATURES: Readonly<Record<string, string>> = {
  Amélie: "*Bonne journée !* — Amélie, from the **Lyon** user group",
  EmmaWilson: "Docs writer by day. Ask me about [the how-to guides](/categories/how-to).",
};

export async function seedDemoSignatures(db: Db): Promise<void> {
  for (const [name, signature] of Object.entries(DEMO_SIGNATURES)) {
    await db.update(users).set({ signature }).where(eq(users.name, name));
  }
  await db.insert(config).values({ key: SIGNATURE_CONFIG_KEYS.enabled, value: true });
}
