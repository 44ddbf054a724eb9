/** networkCause: the system error code and address of a failed connection, from its cause chain, on real sockets. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { networkCause } from '../src/index.js';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('networkCause', () => {
  it("reads ECONNREFUSED and the address from the cause of fetch's 'fetch failed'", async () => {
    const port = await closedPort();
    const failure = await fetch(`http://127.0.0.1:${port}/`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(networkCause(failure)).toBe(`ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('reads the code of the first error of an AggregateError (several addresses tried)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:9'), {
      code: 'ECONNREFUSED',
      address: '::1',
      port: 9,
    });
    const aggregate = Object.assign(new AggregateError([refused], ''), { code: 'ECONNREFUSED' });
    expect(networkCause(new Error('fetch failed', { cause: aggregate }))).toBe('ECONNREFUSED ::1:9');
  });

  it('is undefined when no error of the chain has a system code', () => {
    expect(networkCause(new Error('fetch failed', { cause: new Error('bad port') }))).toBeUndefined();
  });
});
