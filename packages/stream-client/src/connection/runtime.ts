/**
 * Where the client runs: Node.js, whose sockets the `ws` package speaks WebSocket over. Bundled for
 * a browser (esbuild, webpack and Vite follow `ws`'s `browser` field by default), `ws` is a stub
 * without its `WebSocket` class; the client says so when it is made instead of failing with a
 * `TypeError` when it first connects.
 */
import { WebSocket } from 'ws';
import { StreamError } from '../errors/errors.js';

export const SUPPORTED_RUNTIMES = 'Node.js ≥ 20.19';

/** Throws a `StreamError` naming the runtimes the client supports when `ws` has no `WebSocket` here. */
export function assertSupportedRuntime(): void {
  if (typeof WebSocket === 'function') return;
  throw new StreamError(
    `StreamClient runs on ${SUPPORTED_RUNTIMES} only: it connects with the \`ws\` package, which is not available ` +
      'in this runtime (bundled for a browser, `ws` is an empty stub). Browsers are not supported.',
  );
}
