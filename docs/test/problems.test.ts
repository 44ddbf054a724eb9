import { describe, expect, it } from 'vitest';
import { remoteResources } from '../scripts/offline.js';
import { docsBase, problemPage, problemsIndexPage, problemTypes } from '../scripts/problems.js';

const BASE = 'https://docs.test/api/';
const spec = {
  externalDocs: { url: BASE },
  paths: {
    '/things': {
      get: {
        responses: {
          '404': {
            content: { 'application/problem+json': { examples: { gone: { $ref: '#/components/examples/Gone' } } } },
          },
          '429': {
            content: {
              'application/problem+json': {
                example: { type: `${BASE}problems/slow-down`, title: 'Slow down', status: 429 },
              },
            },
          },
        },
      },
    },
  },
  components: {
    examples: {
      Gone: {
        summary: 'A thing that is `gone`',
        value: { type: `${BASE}problems/gone`, title: 'Gone <for good>', status: 404 },
      },
    },
    schemas: {
      Problem: {
        'x-problem-types': {
          gone: {
            type: `${BASE}problems/gone`,
            status: 404,
            title: 'Gone <for good>',
            description: 'The thing\nwent.',
            remedy: 'Let it go:\n\n- **never** ask again\n- use `meta.next`',
          },
          'slow-down': {
            type: `${BASE}problems/slow-down`,
            status: 429,
            title: 'Slow down',
            description: 'Too fast.',
            remedy: 'Wait.',
          },
          broke: {
            type: `${BASE}problems/broke`,
            status: 500,
            title: 'Broke',
            description: 'It broke.',
            remedy: 'Retry.',
          },
        },
      },
    },
  },
};

describe('the problem type pages', () => {
  const problems = problemTypes(spec);

  it("lists the spec's catalogue in its order, each type with the first example the spec shows of it", () => {
    expect(problems.map((p) => [p.code, p.status, p.example?.summary])).toEqual([
      ['gone', 404, 'A thing that is `gone`'],
      ['slow-down', 429, undefined],
      ['broke', 500, undefined],
    ]);
    expect(problems[1]?.example?.value).toEqual({ type: `${BASE}problems/slow-down`, title: 'Slow down', status: 429 });
    expect(problems[2]?.example).toBeUndefined();
    expect(docsBase(spec)).toBe(BASE);
  });

  it('renders a page with the title, status, type URI, when it happens, what to do as markdown, and the example', () => {
    const html = problemPage(problems[0]!);
    expect(html).toContain('<h1>Gone &lt;for good&gt;</h1>');
    expect(html).toContain('<strong>404</strong>');
    expect(html).toContain(`<code>${BASE}problems/gone</code>`);
    expect(html).toMatch(/<h2>When it happens<\/h2>\s*<p>The thing\nwent.<\/p>/);
    expect(html).toMatch(
      /<h2>What to do<\/h2>\s*<p>Let it go:<\/p>\s*<ul>\s*<li><strong>never<\/strong> ask again<\/li>\s*<li>use <code>meta.next<\/code><\/li>/,
    );
    expect(html).toContain('<p>A thing that is <code>gone</code>:</p>');
    expect(html).toContain('&quot;title&quot;: &quot;Gone &lt;for good&gt;&quot;');
    expect(html).toContain('href="../index.html"');
    expect(remoteResources(html)).toEqual([]);
  });

  it('leaves the example out of the page of a type the spec shows no example of', () => {
    expect(problemPage(problems[2]!)).not.toContain('<h2>Example</h2>');
  });

  it('renders the list of every type, each linked to its page', () => {
    const html = problemsIndexPage(problems, BASE);
    for (const code of ['gone', 'slow-down', 'broke'])
      expect(html).toContain(`<a href="${code}/index.html"><code>${code}</code></a>`);
    expect(html).toContain(`<code>${BASE}problems/&lt;code&gt;</code>`);
    expect(html).toContain('<td>The thing went.</td>');
  });

  it('refuses a bundle without the catalogue or the docs base URL', () => {
    expect(() => problemTypes({})).toThrow('no x-problem-types');
    expect(() => docsBase({ externalDocs: { url: 'https://docs.test/api' } })).toThrow('ending in /');
  });
});
