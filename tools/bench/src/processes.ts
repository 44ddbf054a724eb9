import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  origin: string;
  close(): Promise<void>;
}

/** Forks one of this package's server scripts and waits for the port it reports over IPC. */
export function forkServer(script: string): Promise<ChildServer> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${script} did not report a port within 10 s`));
    }, 10_000);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      resolve({
        origin: `http://127.0.0.1:${String(message.port)}`,
        close: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.disconnect();
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${String(code)}`)));
  });
}
