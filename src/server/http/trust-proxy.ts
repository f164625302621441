// QUORUM_TRUST_PROXY: which reverse proxies may tell the server the client's address (X-Forwarded-For) and scheme
// (X-Forwarded-Proto). The value maps onto Fastify's `trustProxy` option:
//   unset, "false", "0" → trust no proxy (request.ip is the socket's peer; the default);
//   "10.0.0.1, 10.1.0.0/16, loopback" → trust those addresses, CIDR ranges or proxy-addr's named ranges (safest);
//   "true"          → trust every hop;
//   "2"             → trust that many hops nearest the server, whoever they are. Fastify 5 no longer reads a number
//                     (a direct client could forge the headers), so this becomes a trust function; like "true", it
//                     is only safe when nothing but the proxy can reach the server (HOST=127.0.0.1, the default).
// Wrong values stop the start with a message: a typo must not silently leave every visitor on the proxy's address.
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";

export type TrustProxySetting = boolean | string[] | ((address: string, hop: number) => boolean);

/** Names proxy-addr (Fastify's trust check) accepts for well-known ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4; // 10.0.0.0/255.0.0.0
}

export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = (value ?? "").trim();
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops <= 100) return (_address: string, hop: number) => hop < hops;
  } else {
    const entries = text.split(",").map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
  }
  throw new Error(
    `QUORUM_TRUST_PROXY must be true, false, a hop count (0–100) or a comma list of proxy addresses or CIDR ranges, not "${value}".`,
  );
}

/**
 * Says once, on stderr, when requests carry X-Forwarded-For but no proxy is trusted: behind a proxy every visitor
 * then shares the proxy's address, and so one budget of every per-address limit.
 */
export function warnWhenForwardedButUntrusted(app: FastifyInstance): void {
  let warned = false;
  app.addHook("onRequest", async (request) => {
    if (warned || request.headers["x-forwarded-for"] === undefined) return;
    warned = true;
    console.warn(
      "Requests carry X-Forwarded-For but QUORUM_TRUST_PROXY is not set: the header is ignored, and behind a " +
        "reverse proxy every visitor shares the proxy's address for the rate limits. Set QUORUM_TRUST_PROXY (README).",
    );
  });
}
