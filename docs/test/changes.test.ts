import type { Finding, ReleaseHistoryEntry } from '@dap/spec-diff';
import { describe, expect, it } from 'vitest';
import { renderChangesPage } from '../scripts/changes.js';

const removedFee: Finding = {
  spec: 'openapi',
  operation: 'createCryptoWithdrawal',
  direction: 'response',
  severity: 'breaking',
  rule: 'field-removed',
  pointer: '/components/schemas/Transfer/properties/fee',
  document: 'old',
  path: '/paths/~1transfer~1crypto-withdrawals/post/responses/200/content/application~1json/schema/properties/fee',
  change: 'field "fee" removed',
  old: 'fee',
};
const newNetwork: Finding = {
  spec: 'asyncapi',
  operation: 'sendMarketData',
  message: 'marketData',
  direction: 'response',
  severity: 'non-breaking',
  rule: 'field-added',
  pointer: '/channels/connection/messages/marketData/payload/properties/sequence',
  document: 'new',
  path: '/operations/sendMarketData/messages/marketData/payload/properties/sequence',
  change: 'new field "sequence"',
  new: 'sequence',
};
const history: ReleaseHistoryEntry[] = [
  {
    version: '3.0.0',
    date: '2027-02-01',
    previous: '2.0.0',
    findings: [newNetwork, removedFee],
    notes: [
      { id: 'drop-fee', summary: 'Transfers no longer carry `fee`: read `total`.', packages: ['@dap/api-types'] },
    ],
  },
  {
    version: '2.0.0',
    date: '2026-11-25',
    findings: [],
    notes: [{ id: 'first', summary: 'First release.', packages: ['@dap/api-types'] }],
  },
];

describe('the Changes page', () => {
  const html = renderChangesPage(history, []);

  it('lists the releases newest first, with their notes rendered from markdown', () => {
    expect(html.indexOf('id="v3.0.0"')).toBeLessThan(html.indexOf('id="v2.0.0"'));
    expect(html).toContain('Transfers no longer carry <code>fee</code>: read <code>total</code>.');
    expect(html).toContain('The first release: the contract as it stands in this version.');
  });

  it('groups the changes per operation and per message, breaking changes marked and first', () => {
    expect(html).toContain('Contract changes since 2.0.0 (1 breaking, 1 non-breaking)');
    const rest = html.indexOf('<h4>REST: createCryptoWithdrawal</h4>');
    const stream = html.indexOf('<h4>WebSocket: sendMarketData › marketData</h4>');
    expect(rest).toBeGreaterThan(0);
    expect(stream).toBeGreaterThan(rest);
    expect(html).toContain('<td class="class breaking">Breaking</td>');
    expect(html).toContain('<td class="class non-breaking">Non-breaking</td>');
    expect(html).toContain('<code>#/components/schemas/Transfer/properties/fee</code>');
  });

  it('tells the consumer what to do about each change', () => {
    expect(html).toContain('Stop reading <code>fee</code>; it is no longer sent.');
    expect(html).toContain('Nothing to do (readers keep unknown fields); read <code>sequence</code> to use it.');
  });

  it('shows unreleased changes of the working specs above the releases, and none when there are none', () => {
    const pending = renderChangesPage(history, [removedFee]);
    expect(pending.indexOf('id="unreleased"')).toBeLessThan(pending.indexOf('id="v3.0.0"'));
    expect(pending).toContain('in the working specs since 3.0.0');
    expect(html).not.toContain('id="unreleased"');
  });

  it('lists announced removals first, and shows deprecations and announced removals with their dates and replacement', () => {
    const announcement = { deprecatedAt: '2026-01-01', sunset: '2026-06-01', replacedBy: 'searchThings' };
    const { message: _message, ...rest } = newNetwork;
    const deprecated: Finding = {
      ...rest,
      spec: 'openapi',
      operation: 'getTransfer',
      rule: 'deprecated',
      change: 'operation deprecated since 2026-01-01, sunset 2026-06-01: use searchThings instead',
      deprecation: announcement,
    };
    const announced: Finding = {
      ...removedFee,
      operation: 'listThings',
      severity: 'non-breaking',
      rule: 'removed-after-sunset',
      deprecation: announcement,
    };
    const page = renderChangesPage([], [deprecated, removedFee, announced]);
    const order = ['REST: listThings', 'REST: createCryptoWithdrawal', 'REST: getTransfer'].map((h) =>
      page.indexOf(`<h4>${h}</h4>`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).toContain('<td class="class non-breaking">Announced removal</td>');
    expect(page).toContain('<td class="class non-breaking">Deprecated</td>');
    expect(page).toContain('Deprecated since 2026-01-01, sunset 2026-06-01, use searchThings instead.');
    expect(page).toContain('Move to <code>searchThings</code> before 2026-06-01');
  });

  it('puts what asks something of the teams that upgrade first: the upgrade guide of a major, then the breaking notes, then the new, then the fixes', () => {
    const notes: ReleaseHistoryEntry['notes'] = [
      { id: 'fix', summary: 'A fix.', packages: ['@dap/client'], bump: 'patch' },
      { id: 'new', summary: 'Something new.', packages: ['@dap/client'], bump: 'minor' },
      { id: 'break', summary: 'Something breaking.', packages: ['@dap/client'], bump: 'major' },
    ];
    const guides = { 3: { file: 'migrating.html', title: 'Upgrading from 2.x' } };
    const page = renderChangesPage([{ ...history[0]!, notes }, history[1]!], [], guides);
    const order = [
      '<a href="migrating.html">Upgrading from 2.x</a>',
      '<h3>Breaking changes: what to change</h3>',
      'Something breaking.',
      '<h3>New</h3>',
      'Something new.',
      '<h3>Fixes</h3>',
      'A fix.',
    ].map((text) => page.indexOf(text));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).toContain('Upgrading from 2.0.0?');
    // A minor release, the first one and a history without bumps: no guide, one list of notes.
    expect(renderChangesPage([{ ...history[0]!, version: '3.1.0', notes }], [], guides)).not.toContain(
      'migrating.html',
    );
    expect(html).not.toContain('migrating.html');
    expect(html.match(/<h3>Release notes<\/h3>/g)).toHaveLength(2);
  });

  it('escapes what it shows', () => {
    const page = renderChangesPage(
      [{ ...history[1]!, version: '<b>2</b>' }],
      [{ ...removedFee, change: 'field "<i>" removed' }],
    );
    expect(page).not.toContain('<b>2</b>');
    expect(page).not.toContain('<i>');
  });
});
