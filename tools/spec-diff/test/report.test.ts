import { describe, expect, it } from 'vitest';
import type { Finding } from '../src/findings/findings.js';
import type { Comparison } from '../src/gate/compare.js';
import { formatFinding, formatText, toJson, verdict } from '../src/gate/report.js';
import type { Declared } from '../src/gate/versioning.js';

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
const addedField: Finding = {
  spec: 'asyncapi',
  operation: 'sendTick',
  message: 'tick',
  direction: 'response',
  severity: 'non-breaking',
  rule: 'field-added',
  pointer: '/channels/connection/messages/tick/payload/properties/at',
  document: 'new',
  path: '/operations/sendTick/messages/tick/payload/properties/at',
  change: 'new field "at"',
  new: 'at',
};

const comparison = (findings: Finding[]): Comparison => ({
  base: 'the released contract 2.0.0 (specs/released/)',
  head: 'the working specs (specs/dist/)',
  specs: [
    { spec: 'openapi', oldVersion: '2.0.0', newVersion: '2.0.0' },
    { spec: 'asyncapi', oldVersion: '2.0.0', newVersion: '2.0.0' },
  ],
  findings,
});
const none: Declared = { bump: 'none', changesets: [] };
const major: Declared = { bump: 'major', changesets: ['drop-ink'] };

describe('the report', () => {
  it('prints one line per change naming its class, spec, operation, direction, pointer and old → new', () => {
    expect(formatFinding(removedInk)).toBe(
      'BREAKING      openapi   createCryptoWithdrawal  request   #/components/schemas/CryptoNetwork/enum  enum value removed: "INK" → (none)',
    );
    expect(formatFinding(addedField)).toBe(
      'NON-BREAKING  asyncapi  sendTick › tick  response  #/channels/connection/messages/tick/payload/properties/at  new field "at": (none) → at',
    );
  });

  it('fails on a breaking change and not on a non-breaking one', () => {
    expect(verdict(comparison([removedInk, addedField]), none).exitCode).toBe(1);
    const additive = verdict(comparison([addedField]), none);
    expect(additive).toMatchObject({ exitCode: 0, required: 'minor' });
    expect(formatText(comparison([addedField]), additive)).toContain(
      'No breaking changes (0 breaking changes, 1 non-breaking).',
    );
  });

  it('accepts breaking changes when a major release is declared, and says which changeset declares it', () => {
    const accepted = verdict(comparison([removedInk]), major);
    expect(accepted).toMatchObject({ exitCode: 0, breaking: [], accepted: [removedInk], required: 'major' });
    const text = formatText(comparison([removedInk]), accepted);
    expect(text).toContain('ACCEPTED      openapi');
    expect(text).toContain('the pending changesets declare major (.changeset/drop-ink.md)');
    expect(toJson(comparison([removedInk]), accepted)).toMatchObject({
      summary: { breaking: 0, accepted: 1, nonBreaking: 0 },
      release: { required: 'major', declared: 'major' },
      findings: [{ accepted: true }],
    });
    expect(verdict(comparison([removedInk]), { bump: 'minor', changesets: ['x'] }).exitCode).toBe(1);
  });

  it('lists announced removals first and names deprecations, before and among the other changes', () => {
    const announcement = { deprecatedAt: '2026-01-01', sunset: '2026-06-01', replacedBy: 'sendTock' };
    const removedAfterSunset: Finding = {
      ...removedInk,
      severity: 'non-breaking',
      rule: 'removed-after-sunset',
      change: 'operation removed after its sunset',
      deprecation: announcement,
    };
    const deprecated: Finding = {
      ...addedField,
      rule: 'deprecated',
      change: 'message deprecated',
      deprecation: announcement,
    };
    const findings = [addedField, deprecated, removedInk, removedAfterSunset];
    const lines = formatText(comparison(findings), verdict(comparison(findings), none)).split('\n');
    const labels = lines.filter((line) => /^[A-Z-]+ +(openapi|asyncapi)/.test(line)).map((line) => line.split(' ')[0]);
    expect(labels).toEqual(['ANNOUNCED', 'BREAKING', 'NON-BREAKING', 'DEPRECATED']);
  });
});
