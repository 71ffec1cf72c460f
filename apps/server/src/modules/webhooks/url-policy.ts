import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { AppError } from "../../errors.ts";

// Addresses inside the operator's own network, or not addresses of a server at all. Two lists:
// a BlockList also matches IPv4 addresses against IPv4-mapped IPv6 ranges.
const privateV4 = blockList("ipv4", [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
]);
const privateV6 = blockList("ipv6", [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
]);

function blockList(type: "ipv4" | "ipv6", subnets: [network: string, prefix: number][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, type);
  return list;
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateV4.check(address, "ipv4");
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) reaches that IPv4 host: never a webhook's.
  if (/^::ffff:/i.test(address)) return true;
  return privateV6.check(address, "ipv6");
}

const refused = (message: string) => new AppError("VALIDATION_ERROR", message);

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
}

/**
 * The rules every webhook URL follows, checked when it is added and again before each attempt:
 * https only, or http to an allowed host; never a private or link-local address unless allowed.
 */
export function checkWebhookUrl(raw: string, allowHosts: readonly string[]): { url: URL; allowed: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused("Enter a valid http(s) URL.");
  }
  const host = hostOf(url);
  const allowed = allowHosts.includes(host);
  if (url.username || url.password) throw refused("Webhook URLs may not contain a user name or password.");
  if (url.protocol !== "https:" && !(url.protocol === "http:" && allowed)) {
    throw refused("Webhook URLs must use https.");
  }
  if (!allowed && (host === "localhost" || host.endsWith(".localhost") || isPrivateAddress(host))) {
    throw refused("Webhook URLs may not point to a private or local address.");
  }
  return { url, allowed };
}

/** Resolves the host now and refuses it when any address it names is private (unless allowed). */
export async function checkWebhookDestination(raw: string, allowHosts: readonly string[]): Promise<void> {
  const { url, allowed } = checkWebhookUrl(raw, allowHosts);
  if (allowed || isIP(hostOf(url))) return;
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostOf(url), { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
  ).catch(() => {
    throw refused(`The host ${url.hostname} could not be found.`);
  });
  if (addresses.some((a) => isPrivateAddress(a.address))) {
    throw refused("Webhook URLs may not point to a private or local address.");
  }
}

/**
 * A DNS lookup for the delivery's own connection, so the address checked is the address used
 * (a name that resolves elsewhere between the check and the connection cannot slip through).
 */
export function guardedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const bad = addresses.find((a) => isPrivateAddress(a.address));
      if (bad && !allowed) {
        const refusal = Object.assign(new Error(`${hostname} resolves to a private address (${bad.address})`), {
          code: "EPRIVATEADDRESS",
        });
        return callback(refusal, "", 4);
      }
      const first = addresses[0];
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      if (!first) return callback(new Error(`${hostname} has no address`), "", 4);
      callback(null, first.address, first.family);
    });
  };
}
