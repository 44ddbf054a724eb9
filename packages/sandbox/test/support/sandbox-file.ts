import { afterAll, beforeAll, expect } from 'vitest';
import { ValidationFailed } from '../../src/common/errors.js';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox.js';
import { caught, tempDir } from './sandbox.js';

/**
 * A sandbox for the test file calling this: opened before its tests on a temporary data directory
 * (market timers off unless `options` say otherwise), handed to `opened`, closed and removed after them.
 */
export function sandboxForFile(options: SandboxOptions, opened: (sandbox: Sandbox) => void): void {
  let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    dir = await tempDir();
    sandbox = await createSandbox({ dataDir: dir.path, tickMs: 0, heartbeatMs: 0, ...options });
    opened(sandbox);
  });
  afterAll(async () => {
    await sandbox?.close();
    await dir?.remove();
  });
}

/** The pointer of the first issue of the `ValidationFailed` the action fails with (the test fails on any other outcome). */
export async function validationPointer(action: Promise<unknown> | (() => unknown)): Promise<string | undefined> {
  const error = await caught(action);
  expect(error).toBeInstanceOf(ValidationFailed);
  return (error as ValidationFailed).errors[0]?.pointer;
}
