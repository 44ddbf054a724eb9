/** One error root shared with the REST client: every error class of this package is a DapError with a code of its own from @dap/core's catalogue. */
import { DapError as ClientDapError } from '@dap/client';
import { DAP_ERROR_CODES, DapError } from '@dap/core';
import type { StartedSandbox } from '@dap/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as stream from '../src/index.js';
import { Clients, restClient, startSandbox } from './support/sandbox.js';

type ErrorClass = new (...args: never[]) => stream.StreamError;
/** The exported classes whose instances are errors, by exported name. */
const exported = (Object.entries(stream) as Array<[string, unknown]>).filter(
  (entry): entry is [string, ErrorClass] => typeof entry[1] === 'function' && entry[1].prototype instanceof Error,
);

/** One instance of every error class, made as the client makes it. */
const instances: Record<string, stream.StreamError> = {
  StreamError: new stream.StreamError('x'),
  StreamHandshakeError: new stream.StreamHandshakeError(502, 'Bad Gateway'),
  StreamAuthenticationError: new stream.StreamAuthenticationError(401, undefined),
  StreamPermissionError: new stream.StreamPermissionError(403, undefined),
  StreamConnectionError: new stream.StreamConnectionError('x', { closeCode: 1006, reason: '' }),
  StreamClosedError: new stream.StreamClosedError('x'),
  StreamTimeoutError: new stream.StreamTimeoutError('x', 10),
  StreamAbortError: new stream.StreamAbortError('x'),
  StreamRequestError: new stream.StreamRequestError('subscribe', [
    { channel: { type: 'heartbeat' }, success: false, error: 'UNKNOWN_CHANNEL' },
  ]),
  StreamServerError: new stream.StreamServerError('UNKNOWN_ACTION', 'x'),
  StreamValidationError: new stream.StreamValidationError('incoming', [], '{}'),
  StreamProtocolError: new stream.StreamProtocolError('x', {}),
  StreamBufferOverflowError: new stream.StreamBufferOverflowError(1),
  StreamHeartbeatTimeoutError: new stream.StreamHeartbeatTimeoutError(10),
  StreamListenerError: new stream.StreamListenerError('open', new Error('x')),
};

describe('the stream client’s errors', () => {
  it('all extend StreamError and DapError, every exported error class', () => {
    expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(instances).sort());
    for (const [name, ErrorClass] of exported) {
      expect(ErrorClass === stream.StreamError || ErrorClass.prototype instanceof stream.StreamError, name).toBe(true);
      expect(ErrorClass.prototype instanceof DapError, name).toBe(true);
      expect(instances[name], name).toBeInstanceOf(ErrorClass);
    }
  });

  it('each carry a code of their own, documented in the catalogue under their class name', () => {
    const codes = exported.map(([name]) => {
      const { code } = instances[name]!;
      expect(DAP_ERROR_CODES[code], `${name}: ${code}`).toMatchObject({ error: name, package: '@dap/stream-client' });
      return code;
    });
    expect(new Set(codes).size).toBe(codes.length);
    const documented = Object.entries(DAP_ERROR_CODES)
      .filter(([, info]) => info.package === '@dap/stream-client')
      .map(([code]) => code);
    expect([...codes].sort()).toEqual(documented.sort());
  });

  it('keep the server’s protocol codes on fields of their own', () => {
    expect(instances['StreamServerError']).toMatchObject({ code: 'stream_server_error', serverCode: 'UNKNOWN_ACTION' });
    expect(instances['StreamRequestError']).toMatchObject({
      code: 'stream_request_failed',
      serverCode: 'UNKNOWN_CHANNEL',
      codes: ['UNKNOWN_CHANNEL'],
    });
    expect(instances['StreamConnectionError']).toMatchObject({ code: 'stream_connection', closeCode: 1006 });
  });
});

describe('failures on a real socket', () => {
  let server: StartedSandbox;
  const clients = new Clients();
  beforeAll(async () => {
    server = await startSandbox();
  });
  afterEach(() => clients.closeAll());
  afterAll(() => server.stop());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('carry the code of their failure, and are caught as the REST client’s DapError too', async () => {
    const readOrder = restClient(server, 'readOrder');
    const errors = [
      await failure(clients.make(server, { token: 'not-a-token' }).connect()),
      await failure(clients.make(server, { token: () => readOrder.tokens.getToken('exchange:read_order') }).connect()),
      await failure(clients.make(server, { url: `${server.wsUrl}/elsewhere` }).connect()),
      await failure(clients.make(server, { url: 'ws://127.0.0.1:1/ws', token: 'x' }).connect()),
      await failure(clients.make(server).subscriptionList()),
    ];
    expect(errors.map((error) => (error as DapError).code)).toEqual([
      'stream_authentication',
      'stream_permission_denied',
      'stream_handshake',
      'stream_connection',
      'stream_connection',
    ]);
    for (const error of errors) expect(error).toBeInstanceOf(ClientDapError);
  });
});
