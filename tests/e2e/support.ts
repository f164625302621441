// Helpers shared by the e2e specs: API calls as a guest or a signed-in demo user, and the home layout's
// per-device nodes.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

export const DEMO_PASSWORD = process.env.QUORUM_DEMO_PASSWORD ?? "quorum-demo";
const JSON_HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

export interface ListedDiscussion {
  discussionID: number;
  name: string;
  categoryID: number;
}

export interface ListedCategory {
  categoryID: number;
  name: string;
  children?: ListedCategory[];
}

export async function apiGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(`/api/v2${url}`, { headers: JSON_HEADERS });
  if (!response.ok()) throw new Error(`GET ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post("/api/v2/authenticate/password", {
    headers: JSON_HEADERS,
    data: { username, password: DEMO_PASSWORD },
  });
  if (!response.ok())
    throw new Error(`Sign-in as ${username} failed: ${response.status()} ${await response.text()}`);
}

export function flattenCategories(categories: ListedCategory[]): ListedCategory[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children ?? [])]);
}

export interface DeviceNode {
  device: string;
  title: string;
}

/** Nodes of layouts/home.json shown on one device only, with their titles (what the page shows of them). */
export function homeDeviceNodes(): DeviceNode[] {
  const home = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../layouts/home.json"), "utf8"));
  const found: DeviceNode[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const node = value as Record<string, unknown>;
    const device = (node.$middleware as { visibility?: { device?: string } } | undefined)?.visibility?.device;
    if (device && device !== "all" && typeof node.title === "string")
      found.push({ device, title: node.title });
    for (const child of Object.values(node)) visit(child);
  };
  visit(home.layout);
  return found;
}
