// A stored home layout applied globally, then lookup-hydrate: how widget API tests exercise a widget's server
// hydrate end to end without the layout-saving API.
import { expect } from "vitest";
import { layouts, layoutViews } from "../../../src/server/db/schema";
import type { HydratedLayout } from "../../../src/types/generated/layout/hydrated-layout";
import type { HydratedNode } from "../../../src/types/generated/layout/hydrated-node";
import { get, json, type TestApp } from "./app";

/** Stores a home layout holding these widget nodes, applied globally, replacing any earlier one. */
export async function storeHome(t: TestApp, widgets: Record<string, unknown>[]): Promise<void> {
  const db = t.database.db;
  await db.delete(layoutViews);
  await db.delete(layouts);
  const [stored] = await db
    .insert(layouts)
    .values({
      name: "Widgets group 1",
      layoutViewType: "home",
      insertUserID: 1,
      layout: [{ $hydrate: "react.section.1-column", children: widgets }],
    })
    .returning();
  await db.insert(layoutViews).values({
    layoutID: String(stored?.layoutID),
    layoutViewType: "home",
    recordType: "global",
    recordID: -1,
    insertUserID: 1,
  });
}

export async function home(t: TestApp, cookie?: string): Promise<HydratedLayout> {
  const response = await get(
    t.app,
    "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0",
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return json<HydratedLayout>(response);
}

export function nodes(value: unknown): HydratedNode[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!value || typeof value !== "object") return [];
  const node = value as HydratedNode;
  const inner = Object.values(node.$reactProps ?? {}).flatMap(nodes);
  return typeof node.$reactComponent === "string" ? [node, ...inner] : inner;
}

export async function widgets(
  t: TestApp,
  component: string,
  cookie?: string,
): Promise<Record<string, unknown>[]> {
  const layout = await home(t, cookie);
  const errors = nodes(layout.layout).filter((node) => node.$reactComponent === "LayoutError");
  expect(errors.map((node) => node.$reactProps)).toEqual([]);
  return nodes(layout.layout)
    .filter((node) => node.$reactComponent === component)
    .map((node) => node.$reactProps);
}
