import { EVOLUTION_RULES, RULES } from '@dap/spec-diff';
import { describe, expect, it } from 'vitest';
import { renderEvolutionPage, statedEnums } from '../scripts/evolution.js';
import { remoteResources } from '../scripts/offline.js';

const rest = {
  components: {
    schemas: {
      Network: { type: 'string', enum: ['BTC', 'ETH'], 'x-extensible-enum': true },
      Direction: { type: 'string', enum: ['IN', 'OUT'], 'x-extensible-enum': false },
      Only: { type: 'string', enum: ['ONE'] },
      Thing: { type: 'object' },
    },
  },
};
const stream = {
  channels: {
    c: {
      messages: {
        m: {
          payload: {
            properties: {
              code: { title: 'Code', enum: ['A', 'B'], 'x-extensible-enum': true },
              again: { title: 'Code', enum: ['A', 'B'], 'x-extensible-enum': true },
            },
          },
        },
      },
    },
  },
};

describe('the Evolution rules page', () => {
  const enums = [...statedEnums(rest, 'REST'), ...statedEnums(stream, 'WebSocket')];
  const html = renderEvolutionPage(enums);

  it('shows every rule of the gate, in each direction it applies to, with its class', () => {
    expect(RULES.filter((rule) => !html.includes(`<code>${rule}</code>`))).toEqual([]);
    for (const r of EVOLUTION_RULES) {
      const directions = r.direction === 'both' ? ['request', 'response'] : [r.direction];
      expect(
        html.split(`<tr id="${r.rule}-${r.direction}-${r.severity}">`).length - 1,
        `${r.rule} ${r.direction} ${r.severity}`,
      ).toBe(directions.length);
    }
    expect(html).toContain('<td class="class breaking">Breaking</td>');
    expect(html).toContain('<td class="class non-breaking">Allowed</td>');
  });

  it('puts what you receive first, and says what a client must tolerate', () => {
    expect(html.indexOf('<section id="response">')).toBeLessThan(html.indexOf('<section id="request">'));
    expect(html).toContain('<code>x-extensible-enum: true</code>');
    expect(html).toContain('<code>UnknownEnumValue</code>');
    expect(html).toContain('<code>readServerFrame</code>');
  });

  it('lists the enums of more than one value with whether each is extensible, each once', () => {
    expect(enums.map((e) => [e.spec, e.name, e.extensible])).toEqual([
      ['REST', 'Direction', false],
      ['REST', 'Network', true],
      ['WebSocket', 'Code', true],
    ]);
    expect(html).toContain(
      '<td><code>Network</code></td><td class="class non-breaking">Extensible</td><td><code>BTC</code>, <code>ETH</code></td>',
    );
    expect(html).toContain('<td><code>Direction</code></td><td class="class breaking">Closed</td>');
  });

  it('links the Changes page and loads nothing from the network', () => {
    expect(html).toContain('href="changes.html"');
    expect(remoteResources(html)).toEqual([]);
  });
});
