import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * The key rate limits count a client on: its own address (the socket's, or the one TRUST_PROXY
 * lets the proxy tell), one counter per IPv6 address as per IPv4 address. Written in one form:
 * a dual-stack server sees IPv4 clients as `::ffff:a.b.c.d`, and a proxy may write an IPv6
 * address with leading zeros or in upper case; each spelling must not be a fresh counter.
 */
export const clientAddressKey = (req: Request): string => {
  const address = req.ip;
  if (!address) return 'unknown';
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
};
