import { describe, expect, it } from 'vitest';
import type { Comparison } from '../src/compare.js';
import type { Finding } from '../src/findings.js';
import { formatFinding, formatText, toJson, verdict } from '../src/report.js';

const removedInk: Finding = {
  spec: 'openapi',
  operation: 'createCryptoWithdrawal',
  direction: 'request',
  severity: 'breaking',
  rule: 'enum-value-removed',
  pointer: '/components/schemas/CryptoNetwork/enum',
  document: 'new',
  path: '/paths/~1transfer~1crypto-withdrawals/post/requestBody/content/application~1json/schema/properties/crypto_network/enum',
  change: 'enum value removed',
  old: 'INK',
};
const addedKind: Finding = {
  spec: 'asyncapi',
  operation: 'sendTick',
  message: 'tick',
  direction: 'response',
  severity: 'warning',
  rule: 'enum-value-added',
  pointer: '/channels/connection/messages/tick/payload/properties/kind/enum',
  document: 'new',
  path: '/operations/sendTick/messages/tick/payload/properties/kind/enum',
  change: 'enum value added',
  new: 'C',
};

const comparison = (findings: Finding[], openapiVersions: [string, string] = ['2.0.0', '2.0.0']): Comparison => ({
  ref: 'v2.0.0',
  commit: '0123456789abcdef0123456789abcdef01234567',
  specs: [
    { spec: 'openapi', oldVersion: openapiVersions[0], newVersion: openapiVersions[1] },
    { spec: 'asyncapi', oldVersion: '2.0.0', newVersion: '2.0.0' },
  ],
  findings,
});

describe('the report', () => {
  it('prints one line per finding naming the spec, operation, direction, pointer and old → new', () => {
    expect(formatFinding(removedInk)).toBe(
      'BREAKING  openapi   createCryptoWithdrawal  request   #/components/schemas/CryptoNetwork/enum  enum value removed: "INK" → (none)',
    );
    expect(formatFinding(addedKind)).toBe(
      'WARNING   asyncapi  sendTick › tick  response  #/channels/connection/messages/tick/payload/properties/kind/enum  enum value added: (none) → "C"',
    );
  });

  it('fails on a breaking change and not on a warning', () => {
    expect(verdict(comparison([removedInk, addedKind]), false).exitCode).toBe(1);
    expect(verdict(comparison([addedKind]), false).exitCode).toBe(0);
    expect(formatText(comparison([addedKind]), verdict(comparison([addedKind]), false))).toContain('No breaking changes (0 breaking changes, 1 warning).');
  });

  it('accepts the breaking changes of a spec whose major version went up only when allowed', () => {
    const bumped = comparison([removedInk], ['2.0.0', '3.0.0']);
    expect(verdict(bumped, false).exitCode).toBe(1);
    const allowed = verdict(bumped, true);
    expect(allowed).toMatchObject({ exitCode: 0, breaking: [], accepted: [removedInk] });
    expect(formatText(bumped, allowed)).toContain('ACCEPTED  openapi');
    expect(toJson(bumped, allowed)).toMatchObject({ summary: { breaking: 0, accepted: 1, warnings: 0 }, findings: [{ accepted: true }] });
    expect(verdict(comparison([removedInk], ['2.0.0', '2.1.0']), true).exitCode).toBe(1);
  });
});
