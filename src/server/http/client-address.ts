// The client's address as every limit keys it: request.ip (the socket's peer, or the first untrusted hop of
// X-Forwarded-For when QUORUM_TRUST_PROXY trusts the proxy), with an IPv6 address reduced to its /64 (one
// household or server holds a whole /64, so single addresses would be free to rotate). The rate-limit plugin keys
// its own limits the same way (its default key generator), so one client has one key everywhere.
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";

export function clientAddressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip || "unknown");
}
