import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix } from 'node:path';
import { OPENAPI_SPEC, PROBLEM_TYPES } from '@dap/api-types';
import { DAP_ERROR_CODES } from '@dap/core';
import { CONTROL_ROUTES } from '@dap/server';
import { startSandbox } from '@dap/sandbox';
import { compareDecimals } from '@dap/stream-client';
import { ASYNCAPI_SPEC } from '@dap/stream-models';
import demoData from '@dap/sandbox/demo-data.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPackages, repoRoot } from '../support/workspace.js';
import { npmEnv, runCommand } from './command.js';
import { compileConsumer, createConsumerProject, type Compilation, type Resolution } from './consumer-project.js';
import { fetchPublishedTarball, type PublishedTarball } from './tarball.js';
import { startLocalRegistry, type LocalRegistry } from './verdaccio.js';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/**
 * A release, rehearsed: every public package published with `pnpm publish` to a Verdaccio of its
 * own, then installed from it with plain npm into a project outside the workspace, compiled under
 * strict TypeScript for Node.js and for bundlers, and run against the local sandbox.
 */
describe('the public packages, published to a local registry and installed from it', () => {
  const packages = publishedPackages();
  let work: string;
  let registry: LocalRegistry;
  let project: string;
  let env: NodeJS.ProcessEnv;
  let sandboxStarted: Promise<Sandbox> | undefined;
  let sandbox: Sandbox;
  const tarballs = new Map<string, PublishedTarball>();
  const compilations = new Map<Resolution, Compilation>();

  beforeAll(async () => {
    // Started first: its store's start-up (CPU) overlaps publishing and installing (mostly waiting on the network).
    sandboxStarted = startSandbox({ rateLimit: false });
    // Outside the workspace, so neither npm nor tsc can find anything of it by walking up.
    work = await mkdtemp(join(tmpdir(), 'dap-release-'));
    registry = await startLocalRegistry(join(work, 'registry'));
    const host = registry.url.replace(/^http:/, '');
    const userconfig = join(work, 'npmrc');
    await writeFile(
      userconfig,
      `${host}:_authToken=${registry.token}\nupdate-notifier=false\nfund=false\naudit=false\n`,
    );
    env = npmEnv(userconfig);

    // As the release does it: pnpm packs (workspace: ranges become versions, .pnpmfile.cjs trims the manifest), npm uploads.
    for (const pkg of packages) {
      await runCommand('pnpm', ['publish', '--registry', registry.url, '--no-git-checks'], { cwd: pkg.dir, env });
    }
    for (const pkg of packages)
      tarballs.set(
        pkg.name,
        await fetchPublishedTarball(registry.url, pkg.name, pkg.version, join(work, 'tarballs', pkg.name)),
      );

    project = join(work, 'consumer');
    await createConsumerProject(project, packages, registry.url, env).catch((error: Error) => {
      throw new Error(`${error.message}\nVerdaccio said:\n${registry.output()}`, { cause: error });
    });
    // Both at once: tsc is single-threaded, and each compile type-checks every declaration installed.
    for (const batch of [
      ['node16', 'bundler'],
      ['nodenext', 'cjs-node16', 'cjs-commonjs'],
    ] as const) {
      const compiled = await Promise.all(batch.map((resolution) => compileConsumer(project, resolution)));
      batch.forEach((resolution, i) => compilations.set(resolution, compiled[i]!));
    }
    sandbox = await sandboxStarted;
  }, 600_000); // npm install alone may take minutes on a busy 2-core machine

  afterAll(async () => {
    // Also when a step before it failed: the sandbox may still be starting.
    await (await sandboxStarted?.catch(() => undefined))?.stop();
    await registry?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('publishes every public package, after those it depends on, at its workspace version, licensed Apache-2.0', () => {
    const names = packages.map((pkg) => pkg.name);
    expect([...names].sort()).toEqual([
      '@dap/api-types',
      '@dap/client',
      '@dap/core',
      '@dap/sandbox',
      '@dap/server',
      '@dap/stream-client',
      '@dap/stream-models',
    ]);
    for (const pkg of packages) {
      for (const dependency of Object.keys(pkg.manifest.dependencies ?? {}).filter((name) => names.includes(name))) {
        expect(names.indexOf(dependency), `${dependency} is published before ${pkg.name}`).toBeLessThan(
          names.indexOf(pkg.name),
        );
      }
      const { manifest } = tarballs.get(pkg.name)!;
      expect(manifest, pkg.name).toMatchObject({
        name: pkg.name,
        version: pkg.version,
        license: 'Apache-2.0',
        description: pkg.manifest.description,
      });
    }
  });

  it('packs package.json, README.md, LICENSE and dist/ only: compiled JavaScript and declarations, no sources or tests (and the sandbox what it serves)', () => {
    for (const pkg of packages) {
      const { files } = tarballs.get(pkg.name)!;
      // What a package names in `files` beside dist/: the sandbox's bin, demo data, migrations and docs site.
      const beside = (pkg.manifest.files ?? []).filter((entry) => entry !== 'dist');
      const inBeside = (file: string) => beside.some((entry) => file === entry || file.startsWith(`${entry}/`));
      expect(
        files.filter((file) => !file.startsWith('dist/') && !inBeside(file)),
        pkg.name,
      ).toEqual(['LICENSE', 'README.md', 'package.json']);
      for (const entry of beside)
        expect(
          files.filter((file) => file === entry || file.startsWith(`${entry}/`)).length,
          `${pkg.name}: ${entry}`,
        ).toBeGreaterThan(0);
      // The sandbox's store template (a PGlite data directory its build makes) is data, not code.
      const unexpected = files.filter(
        (file) =>
          file.startsWith('dist/') &&
          !file.startsWith('dist/store-template') &&
          // dist/cjs/'s `{"type":"commonjs"}`, which makes the declarations there CommonJS.
          file !== 'dist/cjs/package.json' &&
          !/(\.d\.ts|\.js|\.js\.map)$/.test(file),
      );
      expect(unexpected, `${pkg.name}: files in dist/ that are not JavaScript, maps or declarations`).toEqual([]);
      expect(
        files.filter((file) => /(^|\/)(test|tests|__tests__)\/|\.(test|spec)\./.test(file)),
        `${pkg.name}: tests`,
      ).toEqual([]);
      expect(files, `${pkg.name}: its entry point`).toContain('dist/index.js');
    }
    const sandbox = tarballs.get('@dap/sandbox')!.files;
    expect(sandbox).toEqual(
      expect.arrayContaining([
        'bin/dap-sandbox.js',
        'demo-data.json',
        'docs-site/index.html',
        'docs-site/testing.html',
      ]),
    );
    expect(sandbox.some((file) => file.startsWith('dist/store-template/'))).toBe(true);
  });

  it('packs source maps that carry their sources, so none points at a file missing from the tarball', async () => {
    for (const pkg of packages) {
      const tarball = tarballs.get(pkg.name)!;
      // The store template's pg_filenode.map files are Postgres's, not source maps.
      for (const file of tarball.files.filter((name) => name.endsWith('.js.map'))) {
        const map = JSON.parse(await tarball.read(file)) as { sources: string[]; sourcesContent?: (string | null)[] };
        map.sources.forEach((source, i) => {
          const inTarball = tarball.files.includes(posix.join(posix.dirname(file), source));
          expect(inTarball || typeof map.sourcesContent?.[i] === 'string', `${pkg.name}/${file}: ${source}`).toBe(true);
        });
      }
    }
  });

  it('packs the repository LICENSE into every package', async () => {
    const license = await readFile(join(repoRoot, 'LICENSE'), 'utf8');
    for (const pkg of packages) expect(await tarballs.get(pkg.name)!.read('LICENSE'), pkg.name).toBe(license);
  });

  it('packs manifests a consumer can install: versions for workspace packages, no devDependencies or scripts', () => {
    const versions = new Map(packages.map((pkg) => [pkg.name, pkg.version]));
    for (const pkg of packages) {
      const { manifest } = tarballs.get(pkg.name)!;
      const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
      expect(
        Object.values(ranges).filter((range) => range.startsWith('workspace:')),
        pkg.name,
      ).toEqual([]);
      for (const [name, range] of Object.entries(ranges))
        if (versions.has(name)) expect(range, `${pkg.name} → ${name}`).toBe(versions.get(name));
      expect(manifest, pkg.name).not.toHaveProperty('devDependencies');
      expect(manifest, pkg.name).not.toHaveProperty('scripts');
      expect(manifest, pkg.name).not.toHaveProperty('size-limit');
      expect(manifest.files, pkg.name).toEqual(pkg.manifest.files);
      expect(manifest.files, pkg.name).toContain('dist');
    }
  });

  it.each(['node16', 'bundler'] as const)(
    'type-checks the consumer and every README example under --strict with %s resolution',
    (resolution) => {
      const { diagnostics, files } = compilations.get(resolution)!;
      expect(diagnostics).toBe('');
      const examples = files.filter((file) => dirname(file).endsWith('/readme'));
      expect(
        new Set(examples.map((file) => basename(file).split('-README-')[0])),
        'a README example of every package compiled',
      ).toEqual(new Set(packages.map((pkg) => basename(pkg.dir))));
    },
  );

  it.each(['nodenext', 'cjs-node16', 'cjs-commonjs'] as const)(
    'type-checks an ESM (nodenext) and a CommonJS (node16, commonjs) program importing every public package under --strict: %s',
    (resolution) => {
      const { diagnostics, files } = compilations.get(resolution)!;
      expect(diagnostics).toBe('');
      for (const pkg of packages)
        expect(
          files.some((file) => file.includes(`/node_modules/${pkg.name}/dist/`)),
          `${pkg.name}'s declarations`,
        ).toBe(true);
      // The CommonJS programs read the CommonJS declarations, the ESM one the ESM declarations.
      const cjsDeclarations = files.filter((file) => /\/node_modules\/@dap\/[^/]+\/dist\/cjs\//.test(file));
      if (resolution === 'nodenext') expect(cjsDeclarations).toEqual([]);
      else expect(cjsDeclarations.length).toBeGreaterThan(0);
    },
  );

  it.each(['node16', 'commonjs'] as const)(
    'runs the CommonJS program compiled with module %s: every package required, its errors DapErrors, one copy of each module, the sandbox with its docs site',
    async (module) => {
      const { stdout } = await runCommand(process.execPath, [`cjs/dist-${module}/main.js`], {
        cwd: project,
        timeoutMs: 120_000,
      });
      expect(JSON.parse(stdout.trim().split('\n').pop() ?? '{}')).toEqual({
        spec: OPENAPI_SPEC.version,
        streamSpec: ASYNCAPI_SPEC.version,
        controlSpec: OPENAPI_SPEC.version,
        problemTypes: Object.keys(PROBLEM_TYPES).length,
        errorCodes: Object.keys(DAP_ERROR_CODES).length,
        money: '0.5021',
        missing: 'not_found',
        badOptions: 'stream_error',
        streamState: 'idle',
        controlClient: 'function',
        controlRoutes: Object.keys(CONTROL_ROUTES).length,
        createApiServer: 'function',
        frame: false,
        unused: 0,
        controlPath: '/sandbox-control/clock',
        docsStatus: 200,
        sameDapError: true,
      });
    },
  );

  it('runs the consumer against the sandbox: a token, a withdrawal, every page with for await, a stream that starts with its SNAPSHOT', async () => {
    const profile = demoData.profiles[0];
    // What the full-access client's tenant holds: its profiles' executions, no other tenant's.
    const tenant = demoData.tenants[0]?.customer_id;
    const profiles = new Set(demoData.profiles.filter((p) => p.customer_id === tenant).map((p) => p.id));
    const orders = new Set(demoData.orders.filter((o) => profiles.has(o.profile_id)).map((o) => o.id));
    const tenantExecutions = demoData.executions.filter((e) => orders.has(e.order_id)).length;
    const { stdout } = await runCommand(process.execPath, ['dist/src/main.js'], {
      cwd: project,
      env: {
        ...process.env,
        DAP_BASE_URL: sandbox.url,
        DAP_TOKEN_URL: sandbox.tokenUrl,
        DAP_WS_URL: sandbox.wsUrl,
        DAP_CLIENT_ID: sandbox.clients.full.clientId,
        DAP_CLIENT_SECRET: sandbox.clients.full.clientSecret,
        DAP_PROFILE_ID: profile?.id ?? '',
      },
      timeoutMs: 60_000,
    });
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
    expect(result).toMatchObject({
      // The installed packages speak the contract of the workspace they were published from.
      spec: OPENAPI_SPEC.version,
      streamSpec: ASYNCAPI_SPEC.version,
      transfer: { status: 'PENDING', total: '0.5021', fee: '0.0021' },
      executionsSeen: tenantExecutions,
      rejected: 400,
      rejectedCode: 'bad_request',
      totalFromParts: '0.5021',
      rawStatus: 200,
      rawItems: 2,
      firstBookMessage: 'SNAPSHOT',
      routes: 7,
      controlRoutes: Object.keys(CONTROL_ROUTES).length,
      controlSpec: OPENAPI_SPEC.version,
      controlMethod: 'function',
      frame: 'heartbeat',
      badFramePointers: ['/payload/time'],
    });
    expect(result.tokenLength).toBeGreaterThan(0);
    expect(compareDecimals(result.bestBid, result.bestAsk)).toBeLessThan(0);
  });

  it('runs npx @dap/sandbox in the consumer project: the sandbox starts as pnpm start does, its docs site included, answers a token request, and stops cleanly on SIGTERM', async () => {
    const full = demoData.clients.find(
      (c) => c.customer_id === demoData.tenants[0]?.customer_id && c.scopes.length > 1,
    );
    const bin = spawn('npx', ['--no', '@dap/sandbox'], {
      cwd: project,
      env: { ...env, PORT: '0', SANDBOX_SETTLE_AFTER_SECONDS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: npx and the sandbox it runs get the SIGTERM, as from a terminal
    });
    let output = '';
    bin.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    bin.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => bin.once('exit', () => resolve()));
    try {
      const deadline = Date.now() + 120_000;
      while (!output.includes('Ctrl+C stops it.')) {
        if (bin.exitCode !== null || Date.now() > deadline)
          throw new Error(`npx @dap/sandbox did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(output).toContain('Starting the Digital-Asset Platform sandbox…');
      expect(output).toContain(`data in ${join(project, '.sandbox-data')}`);
      expect(output).toContain('Withdrawals stay PENDING until completeTransfer or failTransfer settles them');
      const url = (label: string) => new RegExp(`${label}\\s+(\\S+)`).exec(output)?.[1] ?? '';
      const token = await fetch(url('Token endpoint'), {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: full?.client_id ?? '',
          client_secret: full?.client_secret ?? '',
        }),
      });
      expect(token.status).toBe(200);
      expect(((await token.json()) as { access_token?: string }).access_token).toBeTruthy();
      const docs = await fetch(url('Testing guide'));
      expect(docs.status).toBe(200);
      expect(await docs.text()).toMatch(/<html/i);
    } finally {
      if (bin.exitCode === null) process.kill(-bin.pid!, 'SIGTERM');
    }
    // npm itself ends with the signal; the sandbox it ran (which writes to the same pipes) stops cleanly:
    // it says so, and its data directory's lock is gone.
    await exited;
    const deadline = Date.now() + 15_000;
    while (!output.includes('Stopped.') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toContain('Stopped.');
    expect(existsSync(join(project, '.sandbox-data', 'sandbox.lock'))).toBe(false);
  });

  it('runs startSandbox() of the installed package in the consumer’s process: a free port, the demo client, a tenant of its own whose withdrawal waits for a control, the docs site', async () => {
    const { stdout } = await runCommand(process.execPath, ['dist/src/sandbox.js'], {
      cwd: project,
      timeoutMs: 120_000,
    });
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
    expect(result).toMatchObject({ executions: 2, afterAnHour: 'PENDING', docsStatus: 200, docsIsHtml: true });
    expect(result.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9][0-9]*\/v2$/);
    const origin = String(result.url).replace(/\/v2$/, '');
    expect(result).toMatchObject({
      tokenUrl: `${origin}/oauth2/token`,
      wsUrl: `${origin.replace(/^http/, 'ws')}/ws`,
      controlUrl: `${origin}/sandbox-control/`,
    });
  });
});
