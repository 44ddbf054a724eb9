/**
 * Errors that say where and what: a connection error names the method, the URL and the cause code with
 * its address; a 404 for a base URL without the spec's base path says so; a failed token request says
 * it was the token request, and its URL, keeping its class. Real sockets throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  DapClient,
  DapError,
  InternalServerError,
  NotFoundError,
  REST_BASE_PATH,
  type APIError,
} from '../src/index.js';
import { SandboxControlClient } from '../src/sandbox-control.js';
import {
  closedPort,
  sendJson,
  sendNoOperation,
  sendToken,
  startLocalServer,
  type LocalServer,
} from './helpers/local-server.js';

const ACCOUNT_ID = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';
const rejection = async (promise: PromiseLike<unknown>): Promise<APIError> => {
  const error = await Promise.resolve(promise).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DapError)) throw new Error(`expected a DapError, got ${String(error)}`);
  return error as APIError;
};

let port: number;
/** Serves a token at /oauth2/token, /bad-token a token response without a token, /broken-token a 500; 404 elsewhere. */
let server: LocalServer;

beforeAll(async () => {
  port = await closedPort();
  server = await startLocalServer((request, response) => {
    if (request.url === '/oauth2/token') return sendToken(response);
    if (request.url === '/bad-token') return sendJson(response, 200, { token_type: 'Bearer' });
    if (request.url === '/broken-token') return sendJson(response, 500, { title: 'Internal Server Error' });
    sendNoOperation(request, response);
  });
});
afterAll(() => server.close());

describe('a connection error', () => {
  it('names the method, the URL and the cause code with the address it was refused at', async () => {
    const client = new DapClient({ baseUrl: `http://127.0.0.1:${port}/v2`, accessToken: 't', maxRetries: 0 });
    const error = await rejection(client.listExecutions());
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error.code).toBe('connection');
    expect(error).toMatchObject({ method: 'GET', url: `http://127.0.0.1:${port}/v2/executions`, tokenRequest: false });
    expect(error.message).toContain(`GET http://127.0.0.1:${port}/v2/executions`);
    expect(error.message).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('of the Sandbox Control API names its URL at the origin and the cause code', async () => {
    const control = new SandboxControlClient({
      baseUrl: `http://127.0.0.1:${port}/v2`,
      accessToken: 't',
      maxRetries: 0,
    });
    const error = await rejection(control.getClock());
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error.url).toBe(`http://127.0.0.1:${port}/sandbox-control/clock`);
    expect(error.message).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
  });
});

describe('a 404 for a base URL without the base path', () => {
  it(`asks whether the baseUrl is missing ${REST_BASE_PATH}, naming the URL, and stays a NotFoundError`, async () => {
    const client = new DapClient({
      baseUrl: server.origin,
      tokenUrl: `${server.origin}/oauth2/token`,
      clientId: 'c',
      clientSecret: 's',
    });
    const error = await rejection(client.listExecutions());
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, url: `${server.origin}/executions`, tokenRequest: false });
    expect(error.message).toContain(`GET ${server.origin}/executions`);
    expect(error.message).toContain(`missing ${REST_BASE_PATH}?`);
  });

  it('gives no hint when the baseUrl ends with the base path: the resource is what is missing', async () => {
    const client = new DapClient({ baseUrl: `${server.origin}${REST_BASE_PATH}`, accessToken: 't' });
    const error = await rejection(client.getAccount(ACCOUNT_ID));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.url).toBe(`${server.origin}${REST_BASE_PATH}/identity/accounts/${ACCOUNT_ID}`);
    expect(error.message).not.toContain(`missing ${REST_BASE_PATH}?`);
  });

  it('gives no hint for the Sandbox Control API, served at the origin', async () => {
    const control = new SandboxControlClient({ baseUrl: server.origin, accessToken: 't' });
    const error = await rejection(control.getClock());
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).not.toContain(`missing ${REST_BASE_PATH}?`);
  });
});

describe('a failed token request', () => {
  const clientWith = (tokenUrl: string) =>
    new DapClient({ baseUrl: `${server.origin}/v2`, tokenUrl, clientId: 'c', clientSecret: 's', maxRetries: 0 });

  it('to a closed port is an APIConnectionError of the token request, naming its URL and the cause code', async () => {
    const tokenUrl = `http://127.0.0.1:${port}/oauth2/token`;
    const error = await rejection(clientWith(tokenUrl).listExecutions());
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toMatchObject({ tokenRequest: true, method: 'POST', url: tokenUrl, operationId: 'listExecutions' });
    expect(error.message).toContain(`POST ${tokenUrl}`);
    expect(error.message).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('answered 404 by a token URL pointing elsewhere is a NotFoundError of the token request, naming its URL', async () => {
    const tokenUrl = `${server.origin}/v2/oauth2/token`;
    const error = await rejection(clientWith(tokenUrl).listExecutions());
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, tokenRequest: true, url: tokenUrl });
    expect(error.message).toContain(`POST ${tokenUrl}`);
  });

  it('answered 500 is an InternalServerError of the token request', async () => {
    const tokenUrl = `${server.origin}/broken-token`;
    const error = await rejection(clientWith(tokenUrl).listExecutions());
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ status: 500, tokenRequest: true, url: tokenUrl });
  });

  it('answered without an access_token is a DapError naming the token URL', async () => {
    const tokenUrl = `${server.origin}/bad-token`;
    const error = await rejection(clientWith(tokenUrl).listExecutions());
    expect(error.code).toBe('dap_error');
    expect(error.message).toContain(`POST ${tokenUrl}`);
  });

  it('through the Sandbox Control API is the token request too', async () => {
    const tokenUrl = `http://127.0.0.1:${port}/oauth2/token`;
    const control = new SandboxControlClient({
      baseUrl: `${server.origin}/v2`,
      tokenUrl,
      clientId: 'c',
      clientSecret: 's',
      maxRetries: 0,
    });
    const error = await rejection(control.getClock());
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toMatchObject({ tokenRequest: true, url: tokenUrl });
  });
});
