import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../src/index.js';

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-11-21T10:00:00Z');
  it('reads delay-seconds, fractions included', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
  });
  it('reads an HTTP-date as the time left until it, never negative', () => {
    expect(parseRetryAfter('Fri, 21 Nov 2025 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Fri, 21 Nov 2025 09:00:00 GMT', now)).toBe(0);
  });
  it('returns undefined for a missing or unreadable value', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
