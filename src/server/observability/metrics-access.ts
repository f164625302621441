// Who may read /metrics (docs/reference/operations.md#health-metrics-and-logs). With QUORUM_METRICS_TOKEN set, a
// request bearing it (`Authorization: Bearer <token>`) from anywhere, and nobody else. Without a token, only a
// client on this machine: the socket's peer is a loopback address and no proxy header is present. The socket, not
// request.ip: a reverse proxy on this host connects from loopback for every visitor, and with QUORUM_TRUST_PROXY
// request.ip comes from a header; a request that went through a proxy (any X-Forwarded-For, Forwarded or
// X-Real-IP) is refused unless it bears the token.
import { createHash, timingSafeEqual } from "node:crypto";
import { isIPv4 } from "node:net";
import type { FastifyRequest } from "fastify";
import { msg } from "../../lib/i18n/msg";
import { ApiError } from "../http/errors";

const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Compares digests of equal length, so the time taken says nothing about the token. */
function bearsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith("127.");
  return address === "::1";
}

function cameThroughProxy(request: FastifyRequest): boolean {
  return PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
}

/** The refusal for this request, or null when it may read the metrics. */
export function metricsRefusal(request: FastifyRequest, token: string | undefined): ApiError | null {
  if (token) {
    if (bearsToken(request, token)) return null;
    return new ApiError(401, msg("The metrics need the metrics token."), {
      description: msg("Send it as Authorization: Bearer followed by the token."),
    });
  }
  if (isLoopback(request.socket.remoteAddress) && !cameThroughProxy(request)) return null;
  return new ApiError(403, msg("The metrics are only served to this machine."), {
    description: msg("Set QUORUM_METRICS_TOKEN to read them from elsewhere, with that token."),
  });
}
