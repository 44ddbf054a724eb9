/**
 * Request/reply over a forked child's IPC channel: the parent `call`s, the child `serve`s. Every
 * benchmark process (servers, load generators, subscribers) is driven this way, so nothing but
 * small control messages and summaries cross between processes.
 */
import type { ChildProcess } from 'node:child_process';

interface Request {
  id: number;
  method: string;
  params: unknown;
}
interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

const isReply = (message: unknown): message is Reply =>
  typeof message === 'object' && message !== null && 'id' in message && ('result' in message || 'error' in message);

/** Calls `method` in the child; rejects when the child answers an error, exits, or takes longer than `timeoutMs`. */
export function call<T>(child: ChildProcess, method: string, params: unknown = null, timeoutMs = 120_000): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: unknown) => {
      if (!isReply(message) || message.id !== id) return;
      done();
      if (message.error !== undefined) reject(new Error(`${method}: ${message.error}`));
      else resolve(message.result as T);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`${method}: the process exited (${String(code)}) before answering`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${method}: no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ id, method, params } satisfies Request);
  });
}
let nextId = 1;

/** A method a child answers: its parameters are whatever the parent sent (`never` admits a handler of any parameter type). */
type Handler = (params: never) => unknown;

/** In a forked child: answers the parent's calls with `handlers`; exits when the parent disconnects. */
export function serve(handlers: Record<string, Handler>, onDisconnect: () => Promise<void> | void = () => {}): void {
  process.on('message', (message: Request) => {
    if (typeof message !== 'object' || message === null || typeof message.method !== 'string') return;
    const handler = handlers[message.method];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown method ${message.method}`);
        return handler(message.params as never);
      })
      .then(
        (result) => process.send?.({ id: message.id, result: result ?? null } satisfies Reply),
        (error: unknown) =>
          process.send?.({
            id: message.id,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          } satisfies Reply),
      );
  });
  process.once('disconnect', () => {
    // Bounded: a child whose cleanup hangs still goes.
    setTimeout(() => process.exit(0), 5_000).unref();
    void Promise.resolve(onDisconnect()).finally(() => process.exit(0));
  });
}
