// docs/reference/api-conventions.md#request-headers: calls made inside an audit-log context carry
// X-Parent-Audit-Log-Request-{Path,Method,Query} (and X-Parent-Audit-Log-Id when a change follows another entry), so
// the server's audit log ties each change to the page action that caused it. The dashboard's pages open one for their
// address while they are shown.
import { useEffect } from "react";

export interface AuditLogContext {
  requestPath: string;
  requestMethod: string;
  /** The page's query string (with or without "?"); the server reads it as a query string or JSON. */
  requestQuery: string;
  parentAuditLogID?: number;
}

let current: AuditLogContext | null = null;

/** Makes `context` the current one; the returned function leaves it (only if it is still the current one). */
export function enterAuditLogContext(context: AuditLogContext): () => void {
  current = context;
  return () => {
    if (current === context) current = null;
  };
}

/** The headers a call sends: none for reads, which change nothing and are not audited. */
export function auditLogHeaders(method: string): Record<string, string> {
  if (!current || method === "GET") return {};
  const headers: Record<string, string> = {
    "X-Parent-Audit-Log-Request-Path": current.requestPath,
    "X-Parent-Audit-Log-Request-Method": current.requestMethod,
    "X-Parent-Audit-Log-Request-Query": current.requestQuery.replace(/^\?/, ""),
  };
  if (current.parentAuditLogID !== undefined)
    headers["X-Parent-Audit-Log-Id"] = String(current.parentAuditLogID);
  return headers;
}

/** A page's audit-log context: its address, as the GET that showed it, for as long as it is shown. */
export function usePageAuditLogContext(location: { pathname: string; search: string }): void {
  const { pathname, search } = location;
  useEffect(
    () => enterAuditLogContext({ requestPath: pathname, requestMethod: "GET", requestQuery: search }),
    [pathname, search],
  );
}
