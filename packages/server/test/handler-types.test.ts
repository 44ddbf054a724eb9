import type { Account, CryptoWithdrawalRequest, Execution, TokenRequest, Transfer } from '@dap/api-types';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { HandlerInputs, HandlerResults, Handlers, Principal } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('the handler interface', () => {
  it('gives each handler the request parts of its operation, typed from @dap/api-types', () => {
    expectTypeOf<HandlerInputs['createCryptoWithdrawal']['body']>().toEqualTypeOf<CryptoWithdrawalRequest>();
    expectTypeOf<HandlerInputs['createCryptoWithdrawal']['auth']>().toEqualTypeOf<Principal>();
    expectTypeOf<HandlerInputs['getAccount']['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<HandlerInputs['listExecutions']['query']['limit']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<HandlerInputs['createToken']['body']>().toEqualTypeOf<TokenRequest>();
    expectTypeOf<HandlerInputs['createToken']>().not.toHaveProperty('auth');
    expectTypeOf<HandlerResults['createCryptoWithdrawal']>().toEqualTypeOf<Transfer>();
    expectTypeOf<HandlerResults['getAccount']>().toEqualTypeOf<Account>();
    // An empty last page may leave its list out.
    expectTypeOf<HandlerResults['listExecutions']['items']>().toEqualTypeOf<Execution[] | undefined>();
  });

  it('rejects handlers that return the wrong shape (checked by tsc in `pnpm lint`)', () => {
    const handlers: Partial<Handlers> = {
      // @ts-expect-error: `items` must be an array of executions
      listExecutions: () => ({ items: 'none' }),
      // @ts-expect-error: a Transfer has required fields besides `id`
      createCryptoWithdrawal: async () => ({ id: 'x' }),
      // @ts-expect-error: `type` is an AccountType
      getAccount: () => ({ type: 'SAVINGS' }),
    };
    expect(Object.keys(handlers)).toEqual(['listExecutions', 'createCryptoWithdrawal', 'getAccount']);
  });

  it('makes the compiler report each wrong return shape, and nothing for the right ones', () => {
    const file = join(here, '__handler-shapes__.ts');
    const source = [
      "import type { Handlers } from '../src/index.js';",
      "export const right: Pick<Handlers, 'listExecutions' | 'getAccount'> = { listExecutions: () => ({ items: [] }), getAccount: async () => ({}) };",
      "export const wrongShape: Pick<Handlers, 'listExecutions'> = { listExecutions: () => ({ items: 'none' }) };",
      "export const missingField: Pick<Handlers, 'createCryptoWithdrawal'> = { createCryptoWithdrawal: async () => ({ id: 'x' }) };",
      "export const wrongEnum: Pick<Handlers, 'getAccount'> = { getAccount: () => ({ type: 'SAVINGS' }) };",
      "export const noSuchInput: Pick<Handlers, 'getAccount'> = { getAccount: ({ body }) => ({ description: String(body) }) };",
      "export const amountAsNumber: Pick<Handlers, 'listExecutions'> = { listExecutions: () => ({ items: [{ execution_id: '1', order_id: 'o', executed_at: 't', market: 'BTCUSD', side: 'BUY', amount: 1, price: '1', commission: '0', commission_asset: 'USD', rebate: '0', rebate_asset: 'USD', gross_trade_amount: '1' }] }) };",
      "import { rawJson, type HandlerResults } from '../src/index.js';",
      "export const rawOfTheRightType: Pick<Handlers, 'listExecutions'> = { listExecutions: () => rawJson<HandlerResults['listExecutions']>(Buffer.from('{\"items\":[]}')) };",
      "export const rawOfAnotherType: Pick<Handlers, 'listExecutions'> = { listExecutions: async () => rawJson<HandlerResults['getAccount']>(Buffer.from('{}')) };",
    ].join('\n');
    const config = ts.getParsedCommandLineOfConfigFile(
      join(here, '..', 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    );
    if (!config) throw new Error('tsconfig.json not readable');
    const host = ts.createCompilerHost(config.options);
    const readFile = host.readFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.readFile = (name) => (name === file ? source : readFile(name));
    host.fileExists = (name) => name === file || fileExists(name);
    host.getSourceFile = (name, version, ...rest) =>
      name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
    const program = ts.createProgram([file], { ...config.options, noEmit: true }, host);
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === file);
    const lines = diagnostics.map((d) =>
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
    );
    expect([...new Set(lines)].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 10]);
  });
});
