import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** The proxies in front of the server: none, a number of hops, or their addresses / CIDRs. */
export type ProxyTrust = false | number | readonly string[];

/** Says whether the address `hop` steps from the server (0: the socket's peer) is a trusted proxy. */
export type TrustProxyFn = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a trust function, or null when no proxy is trusted. A hop count trusts that many
 * addresses nearest the server; a list trusts those addresses wherever they appear. `true`
 * (trust every hop) is not accepted: the leftmost X-Forwarded-For entry is whatever the client wrote.
 * Throws a TypeError on an address proxy-addr cannot read.
 */
export function compileProxyTrust(trust: ProxyTrust): TrustProxyFn | null {
  if (trust === false || trust === 0) return null;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  if (trust.length === 0) return null;
  return proxyAddr.compile([...trust]);
}

/** Reads TRUST_PROXY: empty, 0 or false for none; a whole number of hops; else a comma-separated list. */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust every X-Forwarded-For entry, which the client writes: give the number of proxies (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    compileProxyTrust(addresses);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${error instanceof Error ? error.message : String(error)}`);
  }
  return addresses;
}

/**
 * The client's address: the socket's peer, or with trusted proxies the rightmost X-Forwarded-For
 * address not added by one of them (the rule Fastify's request.ip follows with the same function).
 */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxyFn | null): string {
  if (!trust) return request.socket.remoteAddress ?? '';
  return proxyAddr(request, trust);
}

/** True when the socket's peer is a trusted proxy, so its X-Forwarded-Host / -Proto may be believed. */
export function isPeerTrustedProxy(request: IncomingMessage, trust: TrustProxyFn | null): boolean {
  const peer = request.socket.remoteAddress;
  return trust !== null && peer !== undefined && trust(peer, 0);
}
