/** `pnpm mock`: Prism on MOCK_PORT (default 4010) until SIGINT/SIGTERM. `--dynamic [--seed N]` for generated data. */
import { startMock } from './start.js';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const port = Number(process.env['MOCK_PORT'] ?? 4010);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`MOCK_PORT must be a port number, got ${String(process.env['MOCK_PORT'])}`);
  process.exit(2);
}
const mock = await startMock({
  port,
  dynamic: args.includes('--dynamic'),
  ...(seedAt >= 0 ? { seed: Number(args[seedAt + 1]) } : {}),
  log: (line) => console.log(line),
});
console.log(`\nMock REST API: ${mock.baseUrl}\nToken endpoint: ${mock.tokenUrl} (any client id and secret)\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void mock.close().then(() => process.exit(0)));
}
