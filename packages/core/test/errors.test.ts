import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAP_ERROR_CODES, DapError, type DapErrorCode } from '../src/index.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe('the error code catalogue', () => {
  it('names for every code one class, the package that throws it and when it happens', () => {
    const entries = Object.entries(DAP_ERROR_CODES);
    expect(entries.length).toBeGreaterThan(20);
    for (const [code, info] of entries) {
      expect(code, code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(info.error, code).toMatch(/^[A-Z][A-Za-z]*Error$/);
      expect(['@dap/core', '@dap/client', '@dap/stream-client'], code).toContain(info.package);
      expect(info.description.length, code).toBeGreaterThan(30);
    }
    const classes = entries.map(([, info]) => info.error);
    expect(new Set(classes).size, 'one code per class').toBe(classes.length);
  });
});

describe('DapError', () => {
  it('carries the root code, its name, the message and the cause', () => {
    const cause = new Error('underneath');
    const error = new DapError('something failed', { cause });
    expect(error.code).toBe('dap_error');
    expect(error.name).toBe('DapError');
    expect(error.message).toBe('something failed');
    expect(error.cause).toBe(cause);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DapError);
  });

  it('lets a subclass declare its own code, narrowed to its literal type', () => {
    class NotFound extends DapError {
      override readonly code = 'not_found' as const;
    }
    const error: DapError = new NotFound('gone');
    const code: DapErrorCode = error.code;
    expect(code).toBe('not_found');
    if (error instanceof NotFound) {
      const narrowed: 'not_found' = error.code; // compiles only if instanceof narrows to the subclass
      expect(narrowed).toBe('not_found');
    }
  });

  it('matches subclasses by their prototype chain only: a sibling or the root is not an instance of a subclass', () => {
    class First extends DapError {}
    class Second extends DapError {}
    class FirstChild extends First {}
    expect(new FirstChild('x')).toBeInstanceOf(First);
    expect(new FirstChild('x')).toBeInstanceOf(DapError);
    expect(new First('x') instanceof FirstChild).toBe(false);
    expect(new First('x') instanceof Second).toBe(false);
    expect(new DapError('x') instanceof First).toBe(false);
  });

  it('is not matched by plain errors, look-alikes with a code or name, or primitives', () => {
    const lookalike = Object.assign(new Error('x'), { name: 'DapError', code: 'dap_error' });
    for (const value of [new Error('x'), lookalike, { code: 'not_found' }, 'DapError', 42, null, undefined]) {
      expect(value instanceof DapError, String(value)).toBe(false);
    }
  });

  it('keeps its brand off the error’s own and enumerable properties (logs and JSON show the same as before)', () => {
    const error = new DapError('x');
    expect(Object.getOwnPropertySymbols(error)).toEqual([]);
    expect(Object.keys(error).sort()).toEqual(['code', 'name']);
  });
});

/**
 * Two installed copies, as a project gets them when two packages depend on different versions: each
 * project folder has its own node_modules/@dap/core (this package's built files, copied), and each
 * is loaded as a module of its own.
 */
describe('two installed copies of @dap/core', () => {
  let work: string;
  let one: typeof import('../src/index.js');
  let two: typeof import('../src/index.js');

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'dap-core-copies-'));
    const bigJs = dirname(createRequire(join(packageDir, 'package.json')).resolve('big.js/package.json'));
    const install = async (project: string) => {
      const target = join(work, project, 'node_modules/@dap/core');
      await mkdir(target, { recursive: true });
      await cp(join(packageDir, 'package.json'), join(target, 'package.json'));
      await cp(join(packageDir, 'dist'), join(target, 'dist'), { recursive: true });
      await symlink(bigJs, join(work, project, 'node_modules/big.js'), 'dir');
      await writeFile(join(work, project, 'main.mjs'), "export * from '@dap/core';\n");
      return (await import(pathToFileURL(join(work, project, 'main.mjs')).href)) as typeof import('../src/index.js');
    };
    one = await install('one');
    two = await install('two');
  });

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('are two modules with two DapError classes', () => {
    expect(one.DapError).not.toBe(two.DapError);
    expect(one.DapError).not.toBe(DapError);
  });

  it('agree that an error of either copy, or of a subclass of either, is a DapError', () => {
    class OneNotFound extends one.DapError {
      override readonly code = 'not_found' as const;
    }
    for (const error of [new one.DapError('x'), new two.DapError('x'), new OneNotFound('x')]) {
      expect(error instanceof one.DapError).toBe(true);
      expect(error instanceof two.DapError).toBe(true);
      expect(error instanceof DapError).toBe(true);
    }
  });

  it('still tell subclasses apart by prototype: a subclass of one copy does not match the other copy’s errors', () => {
    class OneNotFound extends one.DapError {}
    class TwoNotFound extends two.DapError {}
    expect(new TwoNotFound('x') instanceof OneNotFound).toBe(false);
    expect(new two.DapError('x') instanceof OneNotFound).toBe(false);
    expect(new OneNotFound('x') instanceof OneNotFound).toBe(true);
  });
});
