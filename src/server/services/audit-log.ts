// The audit log: every dashboard mutation records who did what, when, from which address, and what it changed, in the
// same transaction as the change itself, so a refused or failed request leaves no entry and a change never goes
// unrecorded. docs/reference/api-conventions.md#request-headers: the audit headers (X-Parent-Audit-Log-Id and
// X-Parent-Audit-Log-Request-{Path,Method,Query}) tie the call to the page action that caused it.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuditLogEntry } from "../../types/generated/api/audit-log-entry";
import type { AuditLogQuery } from "../../types/generated/api/audit-log-query";
import type { Db } from "../db/client";
import { auditLog, users } from "../db/schema";
import { type Paging, pageRequest } from "./paging";
import { DELETED_USER_NAME } from "./user-presenters";

/** Headers are client input: each kept value is capped so a request cannot bloat the log. */
const MAX_HEADER_LENGTH = 2000;
const MAX_ID = 2_147_483_647;

export interface AuditActor {
  userID: number;
  ipAddress: string;
  method: string;
  path: string;
  parentAuditLogID: number | null;
  parentRequestPath: string | null;
  parentRequestMethod: string | null;
  parentRequestQuery: Record<string, unknown> | null;
}

export interface AuditEntry {
  /** e.g. role.add, role.edit, role.delete, role.permissions */
  action: string;
  recordType: string;
  recordID: number | null;
  changes: { before: unknown; after: unknown };
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== "string" || text.trim() === "") return null;
  return text.trim().slice(0, MAX_HEADER_LENGTH);
}

/** The query header as an object: JSON when the client sent JSON, otherwise a query string ("a=1&b=2"). */
export function parseAuditQuery(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Not JSON: read it as a query string below.
  }
  return Object.fromEntries(new URLSearchParams(text.startsWith("?") ? text.slice(1) : text));
}

function parentID(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Who is acting and how, read from the request once (before any transaction starts). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return {
    userID: request.viewer.user.userID,
    ipAddress: request.ip ?? "",
    method: request.method,
    path: (request.url.split("?")[0] ?? request.url).slice(0, MAX_HEADER_LENGTH),
    parentAuditLogID: parentID(header(request, "x-parent-audit-log-id")),
    parentRequestPath: header(request, "x-parent-audit-log-request-path"),
    parentRequestMethod:
      header(request, "x-parent-audit-log-request-method")?.toUpperCase().slice(0, 10) ?? null,
    parentRequestQuery: parseAuditQuery(header(request, "x-parent-audit-log-request-query")),
  };
}

/** Records one entry; pass the transaction that makes the change. Returns the new entry's id. */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<number> {
  // A parent id is kept only when it names an entry: a made-up id must not link this change to anything.
  let parentAuditLogID: number | null = null;
  if (actor.parentAuditLogID !== null) {
    const [parent] = await db
      .select({ id: auditLog.auditLogID })
      .from(auditLog)
      .where(eq(auditLog.auditLogID, actor.parentAuditLogID))
      .limit(1);
    parentAuditLogID = parent?.id ?? null;
  }
  const [row] = await db
    .insert(auditLog)
    .values({
      userID: actor.userID > 0 ? actor.userID : null,
      action: entry.action,
      recordType: entry.recordType,
      recordID: entry.recordID,
      requestMethod: actor.method,
      requestPath: actor.path,
      ipAddress: actor.ipAddress,
      parentAuditLogID,
      parentRequestPath: actor.parentRequestPath,
      parentRequestMethod: actor.parentRequestMethod,
      parentRequestQuery: actor.parentRequestQuery,
      changes: entry.changes,
    })
    .returning({ id: auditLog.auditLogID });
  if (!row) throw new Error("The audit entry was not written.");
  return row.id;
}

/** The log newest first, optionally one record's history (GET /audit-logs). */
export async function listAuditLog(
  db: Db,
  query: AuditLogQuery,
): Promise<{ entries: AuditLogEntry[]; paging: Paging }> {
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  const conditions: SQL[] = [];
  if (query.recordType !== undefined) conditions.push(eq(auditLog.recordType, query.recordType));
  if (query.recordID !== undefined) conditions.push(eq(auditLog.recordID, query.recordID));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, userName: users.name, userDeleted: users.deleted })
      .from(auditLog)
      .leftJoin(users, eq(users.userID, auditLog.userID))
      .where(where)
      .orderBy(desc(auditLog.auditLogID))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const entries = rows.map(({ entry, userName, userDeleted }) => ({
    ...entry,
    // A deleted actor's row keeps only a wiped placeholder name: show them as every page does.
    userName: userDeleted ? DELETED_USER_NAME : userName,
    parentRequestQuery: (entry.parentRequestQuery as Record<string, unknown> | null) ?? null,
    changes: entry.changes as AuditLogEntry["changes"],
    dateInserted: entry.dateInserted.toISOString(),
  }));
  return { entries, paging: { page, limit, total: total?.n ?? 0 } };
}
