import { createServer, type AddressInfo } from 'node:net';

/** Listens on host:port and closes again; rejects with the listen error (EADDRINUSE, EADDRNOTAVAIL, …). */
export function probeListen(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The URL form of the address the server listens on (an unspecified address becomes loopback). */
export function urlHost(address: AddressInfo): string {
  if (address.family === 'IPv6' || address.address.includes(':'))
    return address.address === '::' ? '[::1]' : `[${address.address}]`;
  return address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
}
