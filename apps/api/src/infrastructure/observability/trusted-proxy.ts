import type { IncomingMessage } from 'node:http';
import { compile } from 'proxy-addr';
import type { AppConfig } from '../config/app-config';

export type TrustedProxyCheck = (req: IncomingMessage) => boolean;

/**
 * Whether the request's own connection comes from a proxy TRUST_PROXY trusts (express's
 * 'trust proxy' semantics: a hop count trusts the nearest hops, a list the addresses/subnets in
 * it). Only then are headers a proxy sets, such as `X-Request-Id`, believed; a client that
 * reaches the app directly could write them itself.
 */
export const trustedProxyCheck = (trustProxy: AppConfig['trustProxy']): TrustedProxyCheck => {
  if (trustProxy === false) return () => false;
  const trusts = typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : compile(trustProxy);
  return (req) => {
    const peer = req.socket?.remoteAddress;
    return peer !== undefined && trusts(peer, 0);
  };
};
