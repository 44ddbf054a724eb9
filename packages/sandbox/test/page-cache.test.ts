import { describe, expect, it } from 'vitest';
import { PageCache } from '../src/read-models/page-cache.js';

const page = (size: number, fill = 'x') => Buffer.alloc(size, fill);

describe('PageCache', () => {
  it('renders a page once and answers the same key with the same bytes', () => {
    const cache = new PageCache(1_000);
    let renders = 0;
    const render = () => {
      renders++;
      return page(10);
    };
    const first = cache.get('a', render);
    expect(cache.get('a', render)).toBe(first);
    expect(renders).toBe(1);
  });

  it('drops the least recently used pages to stay within its byte budget', () => {
    const cache = new PageCache(300);
    const a = cache.get('a', () => page(100, 'a'));
    cache.get('b', () => page(100, 'b'));
    cache.get('c', () => page(100, 'c'));
    expect(cache.get('a', () => page(100, 'z'))).toBe(a); // a is now the most recently used
    cache.get('d', () => page(100, 'd')); // evicts b, the least recently used
    expect(cache.bytes).toBe(300);
    expect(cache.get('b', () => page(100, 'B')).toString()).toBe('B'.repeat(100));
    expect(cache.get('a', () => page(100, 'z'))).toBe(a);
  });

  it('keeps nothing when rendering throws, and does not keep a page larger than the budget', () => {
    const cache = new PageCache(50);
    expect(() =>
      cache.get('bad', () => {
        throw new Error('invalid cursor');
      }),
    ).toThrow('invalid cursor');
    expect(cache.get('big', () => page(51)).length).toBe(51);
    expect(cache.bytes).toBe(0);
  });
});
