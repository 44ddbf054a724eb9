import type { DocsBase } from '@dap/server';
import { isIPv6, type Socket } from 'node:net';

/**
 * A host as HTTP's `Host` header names it: a DNS name or an IPv4 address, or an IPv6 address in
 * brackets, and an optional port. Anything else (markup, spaces, userinfo, a path) is not reflected.
 */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;
const HOST_MAX = 260;

/** The address and port the connection came in on, as a URL authority (when the request named no usable host). */
function localAuthority(socket: Partial<Socket>): string | undefined {
  const { localAddress, localPort } = socket;
  if (localAddress === undefined || localPort === undefined) return undefined;
  const address = localAddress.startsWith('::ffff:') ? localAddress.slice('::ffff:'.length) : localAddress;
  return isIPv6(address) ? `[${address}]:${localPort}` : `${address}:${localPort}`;
}

/**
 * The sandbox's own docs as the base of its problem types, per request: `docsPath` at the address
 * the client used (its `Host` header, on the scheme of the connection), so the `type` of an answer
 * opens its page on this sandbox. A `Host` that is not a plain host[:port] is not reflected: the
 * connection's local address stands in, as it does for a request the parser refused before its
 * headers. Behind a proxy that changes the scheme or host, configure the base instead.
 */
export function ownDocsBase(docsPath: string): DocsBase {
  return ({ headers, socket }) => {
    const host = headers.host;
    const authority =
      typeof host === 'string' && host.length <= HOST_MAX && HOST.test(host)
        ? host
        : localAuthority(socket as Partial<Socket>);
    if (authority === undefined) return undefined;
    const scheme = (socket as { encrypted?: boolean }).encrypted === true ? 'https' : 'http';
    try {
      return new URL(docsPath, `${scheme}://${authority}`).href;
    } catch {
      return undefined;
    }
  };
}
