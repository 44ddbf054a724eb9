import { fork, type ChildProcess } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { call } from './ipc.js';

export interface Forked<T> {
  child: ChildProcess;
  pid: number;
  /** What the script reported when it was ready (`process.send({ ready })`). */
  info: T;
  /** Calls a method the script `serve`s (see ipc.ts). */
  call<R>(method: string, params?: unknown, timeoutMs?: number): Promise<R>;
  /** Disconnects; the script closes what it holds and exits (killed after 15 s). */
  close(): Promise<void>;
}

/**
 * Forks one of this package's scripts in its own process, so it never shares an event loop with the
 * benchmark driving it, and waits for its `{ ready }` message. The caller names the script by a URL
 * relative to itself (`new URL('./load-worker.js', import.meta.url)`), as an import would.
 */
export function forkScript<T>(
  script: URL,
  { timeoutMs = 60_000, env }: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<Forked<T>> {
  const path = fileURLToPath(script);
  const name = basename(path);
  const child = fork(path, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const close = (): Promise<void> =>
    new Promise((done) => {
      if (exited) return done();
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(killer);
        done();
      });
      if (child.connected) child.disconnect();
      else child.kill();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} was not ready within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${String(code)} before it was ready`));
    };
    const onMessage = (message: { ready?: T }) => {
      if (typeof message !== 'object' || message === null || !('ready' in message)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve({
        child,
        pid: child.pid ?? 0,
        info: message.ready as T,
        call: (method, params, callTimeoutMs) => call(child, method, params, callTimeoutMs),
        close,
      });
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export interface ChildServer {
  origin: string;
  pid: number;
  close(): Promise<void>;
}

/** Forks one of this package's HTTP server scripts, which reports `{ ready: { port } }` once listening on 127.0.0.1. */
export async function forkServer(script: URL): Promise<ChildServer> {
  const forked = await forkScript<{ port: number }>(script);
  return { origin: `http://127.0.0.1:${String(forked.info.port)}`, pid: forked.pid, close: forked.close };
}
