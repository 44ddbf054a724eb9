/** Problems and conflicts typed from the spec: a consumer branches on them without casting. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  APIError,
  ConflictError,
  PermissionDeniedError,
  PROBLEM_TYPES,
  type DepositAddress,
  type Transfer,
} from '../src/index.js';
import { TRANSFER, WITHDRAWAL, fakeClient, fakeFetch, problem } from './helpers/fake-fetch.js';

const insufficientFunds = problem(403, {
  type: PROBLEM_TYPES['insufficient-funds'].type,
  title: PROBLEM_TYPES['insufficient-funds'].title,
  detail: 'The USDC balance cannot cover 251.25.',
  meta: { asset: 'USDC', available: '120.50', required: '251.25' },
});

describe('problem types', () => {
  it('names the problem of an error by its code, and types meta once isProblem narrows it', async () => {
    const { client } = fakeClient(fakeFetch({ api: [insufficientFunds] }));
    const error = await client.createCryptoWithdrawal({ ...WITHDRAWAL }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    if (!(error instanceof APIError)) throw new Error('expected an APIError');
    expect(error.problemType).toBe('insufficient-funds');
    expect(error.isProblem('insufficient-scope')).toBe(false);
    expect(error.isProblem('insufficient-funds')).toBe(true);
    if (error.isProblem('insufficient-funds')) {
      // The spec's InsufficientFundsProblem: decimal strings, every field optional on the way in.
      expectTypeOf(error.meta?.available).toEqualTypeOf<string | undefined>();
      expect(error.meta).toEqual({ asset: 'USDC', available: '120.50', required: '251.25' });
    }
  });

  it('types the meta of validation-failed as the list of validation errors', () => {
    const error = APIError.from(
      400,
      {
        type: PROBLEM_TYPES['validation-failed'].type,
        title: 'Validation failed',
        status: 400,
        meta: { errors: [{ pointer: '/body/amount', message: 'bad' }] },
      },
      undefined,
    );
    expect(error.isProblem('validation-failed')).toBe(true);
    if (error.isProblem('validation-failed')) expect(error.meta?.errors?.[0]?.pointer).toBe('/body/amount');
  });

  it('keeps the code of a problem type this version does not list, and of a type under another docs base, a sandbox’s own included', () => {
    expect(
      APIError.from(
        403,
        { type: 'https://docs.example.com/problems/daily-limit-reached', title: 'Daily limit', status: 403 },
        undefined,
      ).problemType,
    ).toBe('daily-limit-reached');
    expect(
      APIError.from(
        403,
        { type: 'https://docs.elsewhere.test/v2/problems/insufficient-funds', title: 'x', status: 403 },
        undefined,
      ).isProblem('insufficient-funds'),
    ).toBe(true);
    // A sandbox points its types at its own docs, where the client reached it.
    const local = APIError.from(
      409,
      { type: 'http://127.0.0.1:8080/docs/problems/ref-id-conflict', title: 'ref_id already used', status: 409 },
      undefined,
    );
    expect(local).toBeInstanceOf(ConflictError);
    expect(local.problemType).toBe('ref-id-conflict');
    expect(local.isProblem('ref-id-conflict')).toBe(true);
  });

  it('has no problem type for about:blank, a body that is not a problem, or no body', () => {
    expect(
      APIError.from(405, { type: 'about:blank', title: 'Method Not Allowed', status: 405 }, undefined).problemType,
    ).toBeUndefined();
    expect(APIError.from(502, '<html>Bad Gateway</html>', undefined).problemType).toBeUndefined();
    expect(APIError.from(500, undefined, undefined).problemType).toBeUndefined();
  });
});

describe('conflicts', () => {
  const conflict = (existing: object) =>
    problem(409, { type: PROBLEM_TYPES['ref-id-conflict'].type, title: 'ref_id already used', meta: { existing } });

  it('names the operation of a conflict, and types existing as its resource once isFor narrows it', async () => {
    const { client } = fakeClient(fakeFetch({ api: [conflict(TRANSFER)] }));
    const error = await client
      .createCryptoWithdrawal({ ...WITHDRAWAL, ref_id: 'wd-1' })
      .catch((thrown: unknown) => thrown);
    if (!(error instanceof ConflictError)) throw new Error('expected a ConflictError');
    expect(error.operationId).toBe('createCryptoWithdrawal');
    expect(error.isFor('createDepositAddress')).toBe(false);
    expect(error.isFor('createCryptoWithdrawal')).toBe(true);
    if (error.isFor('createCryptoWithdrawal')) {
      expectTypeOf(error.existing).toEqualTypeOf<Transfer | undefined>();
      expect(error.existing?.total).toBe('251.25');
    }
  });

  it('types the existing resource of a deposit address conflict as a DepositAddress', () => {
    const error: unknown = Object.assign(APIError.from(409, { meta: { existing: { id: 'a' } } }, undefined), {
      operationId: 'createDepositAddress',
    });
    if (!(error instanceof ConflictError)) throw new Error('expected a ConflictError');
    expect(error.isFor('createDepositAddress')).toBe(true);
    if (error.isFor('createDepositAddress')) {
      expectTypeOf(error.existing).toEqualTypeOf<DepositAddress | undefined>();
      expect(error.existing).toEqual({ id: 'a' });
    }
  });

  it('names the operation on every error a call throws, connection errors included', async () => {
    const { client } = fakeClient(fakeFetch({ api: ['reset'] }), { maxRetries: 0 });
    const error = await client.getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d').catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ name: 'APIConnectionError', operationId: 'getAccount' });
  });
});
