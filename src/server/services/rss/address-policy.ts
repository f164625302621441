// SSRF defence for server-side feed fetches: only http(s), and never an address inside the server's own networks
// (loopback, private, link-local, carrier-grade NAT, multicast, reserved) unless the host is explicitly allowed.
// The check runs on the address actually connected to (a custom DNS lookup), so DNS rebinding cannot dodge it.
import dns from "node:dns";
import net from "node:net";

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  blocked.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(prefix, bits, "ipv6");
}

/** True for addresses a public feed can never legitimately live at. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) reaches the IPv4 host: judge it as IPv4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], "ipv4");
  return blocked.check(address, "ipv6");
}

export interface AddressPolicy {
  /** Host names (lower case, as in the URL; IPv6 without brackets) that may resolve to private addresses. */
  allowedHosts: ReadonlySet<string>;
}

export class RefusedAddressError extends Error {}

function isAllowedHost(policy: AddressPolicy, hostname: string): boolean {
  return policy.allowedHosts.has(hostname.toLowerCase());
}

/** Only absolute http(s) URLs with a host may be fetched; IP literals are judged before any connection. */
export function checkFeedUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedAddressError("The feed URL is not a valid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new RefusedAddressError("Only http and https feeds can be fetched.");
  }
  if (url.username || url.password) throw new RefusedAddressError("Feed URLs may not carry credentials.");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && isPrivateAddress(host) && !isAllowedHost(policy, host)) {
    throw new RefusedAddressError("The feed address is not public.");
  }
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A dns.lookup replacement for http(s).request that refuses private answers for hosts not on the allow-list. */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = isAllowedHost(policy, hostname);
      if (!allowed && addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new RefusedAddressError("The feed host resolves to a non-public address."), []);
      }
      const [first] = addresses;
      if (!first) return callback(new RefusedAddressError("The feed host has no address."), []);
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

/** The allow-list from the environment: QUORUM_RSS_ALLOWED_HOSTS="127.0.0.1,feeds.intranet" (tests, intranets). */
export function policyFromEnv(env: NodeJS.ProcessEnv = process.env): AddressPolicy {
  const hosts = (env.QUORUM_RSS_ALLOWED_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return { allowedHosts: new Set(hosts) };
}
