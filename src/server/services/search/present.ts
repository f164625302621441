// Shared pieces of presenting search results: dates, authors and breadcrumbs (the expands), labels.
import type { SearchResult } from "../../../types/generated/api/search-result";
import type { UserFragment } from "../../../types/generated/api/user-fragment";
import { categoryBreadcrumbs } from "../categories";
import { loadUserFragments } from "../users-batch";
import type { SearchPlan } from "./types";

export function isoDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function requiredIsoDate(value: Date | string): string {
  return isoDate(value) ?? new Date(0).toISOString();
}

/** Q&A status IDs (schema.ts discussions.statusID): 2 answered, 3 accepted. */
const ANSWERED_STATUSES = new Set([2, 3]);

export interface DiscussionLabels {
  type: string;
  closed: boolean;
  pinned: boolean;
  statusID: number;
}

/** The badges a result shows (labelCodes; docs/reference/ui-behaviour.md#search-page). */
export function discussionLabelCodes(row: DiscussionLabels): string[] {
  const codes: string[] = [];
  if (row.type !== "discussion") codes.push(row.type);
  if (row.type === "question" && ANSWERED_STATUSES.has(row.statusID)) codes.push("answered");
  if (row.pinned) codes.push("announcement");
  if (row.closed) codes.push("closed");
  return codes;
}

/** Adds insertUser and breadcrumbs to the results when the request expands them. */
export async function addExpands(plan: SearchPlan, results: Iterable<SearchResult>): Promise<void> {
  const list = [...results];
  const wantsUsers = plan.expand.has("insertUser");
  const wantsCrumbs = plan.expand.has("breadcrumbs");
  if (!wantsUsers && !wantsCrumbs) return;
  const users = wantsUsers
    ? await loadUserFragments(
        plan.ctx.db,
        list.map((result) => result.insertUserID),
      )
    : new Map<number, UserFragment>();
  for (const result of list) {
    const user = result.insertUserID === undefined ? undefined : users.get(result.insertUserID);
    if (user) result.insertUser = user;
    if (wantsCrumbs && result.categoryID !== undefined)
      result.breadcrumbs = await categoryBreadcrumbs(plan.ctx, result.categoryID);
  }
}
