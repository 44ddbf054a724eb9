/** Real sockets for the tests: a local HTTP server answering as a test says, and a port nobody listens on. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  origin: string;
  /** Every request received: method, path and the bearer token it carried. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

/** A server on 127.0.0.1 whose `handle` answers each request. */
export async function startLocalServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LocalServer> {
  const requests: LocalServer['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
    });
    // Read the body before answering: the token request's form.
    request.resume().on('end', () => handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port that was just free: a server listened on it and closed, so a connection there is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function sendJson(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
}

/** A token response of the OAuth2 token endpoint. */
export function sendToken(response: ServerResponse, accessToken = 'a-token'): void {
  sendJson(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
}

/** The 404 a server answers for a path where it serves no operation. */
export function sendNoOperation(request: IncomingMessage, response: ServerResponse): void {
  sendJson(
    response,
    404,
    {
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: `No operation at ${request.method} ${request.url}.`,
    },
    'application/problem+json',
  );
}
