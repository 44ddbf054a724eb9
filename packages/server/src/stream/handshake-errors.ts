import { ProblemError } from '../errors/problem-error.js';
import { problems } from '../errors/problems.js';

/**
 * `ws` refuses a malformed handshake by emitting `wsClientError` with only a message (its own
 * answer would be plain text), so the message says which header it refused. Each becomes a
 * problem: a non-GET upgrade is 405, a bad header a 400 `validation-failed` at that header.
 */
const REFUSED_HEADERS: Readonly<Record<string, readonly [pointer: string, message: string]>> = {
  'Invalid Upgrade header': ['/header/upgrade', 'must be websocket'],
  'Missing or invalid Sec-WebSocket-Key header': [
    '/header/sec-websocket-key',
    'is required: 16 random bytes in base64 (RFC 6455)',
  ],
  'Missing or invalid Sec-WebSocket-Version header': ['/header/sec-websocket-version', 'must be 13'],
  'Invalid Sec-WebSocket-Protocol header': ['/header/sec-websocket-protocol', 'is not a valid list of subprotocols'],
  'Invalid or unacceptable Sec-WebSocket-Extensions header': [
    '/header/sec-websocket-extensions',
    'is not a valid or acceptable list of extensions',
  ],
};

export function handshakeProblem(error: Error, method: string | undefined, path: string): ProblemError {
  if (error.message === 'Invalid HTTP method') return problems.methodNotAllowed(method ?? '?', path, ['GET']);
  const [pointer, message] = REFUSED_HEADERS[error.message] ?? [
    '/header',
    `is not a valid WebSocket handshake (${error.message})`,
  ];
  const problem = problems.validationFailed([{ pointer, message }]);
  // RFC 6455 §4.4: a refused version is answered with the versions the server speaks.
  return pointer === '/header/sec-websocket-version'
    ? new ProblemError(problem.problem, { 'sec-websocket-version': '13' })
    : problem;
}
