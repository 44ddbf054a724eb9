import { describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '@dap/stream-models';
import { renewalDelay } from '../src/connection/renewal.js';
import {
  backoffDelay,
  isRecoverableClose,
  isRecoverableHandshakeStatus,
  isTokenExpiredClose,
  resolveBackoffOptions,
} from '../src/index.js';

describe('backoffDelay', () => {
  const options = resolveBackoffOptions({ initialDelayMs: 100, maxDelayMs: 1_000, factor: 2, jitter: 0.5 });

  it('doubles the ceiling each attempt up to maxDelayMs', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, options, noJitter))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });

  it('takes off at most the jitter share of the ceiling', () => {
    expect(backoffDelay(3, options, () => 0.999999)).toBe(200);
    expect(backoffDelay(3, options, () => 0.5)).toBe(300);
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelay(4, options, Math.random);
      expect(delay).toBeGreaterThanOrEqual(400);
      expect(delay).toBeLessThanOrEqual(800);
    }
  });

  it('spreads full-jitter waits between zero and the ceiling', () => {
    const full = resolveBackoffOptions({ initialDelayMs: 1_000, jitter: 1 });
    expect(backoffDelay(1, full, () => 0.999999)).toBe(0);
    expect(backoffDelay(1, full, () => 0)).toBe(1_000);
  });

  it('defaults to 0.5 s doubling up to 30 s with equal jitter', () => {
    expect(resolveBackoffOptions()).toEqual({ initialDelayMs: 500, maxDelayMs: 30_000, factor: 2, jitter: 0.5 });
    expect(backoffDelay(20, resolveBackoffOptions(), () => 0)).toBe(30_000);
  });

  it('refuses settings and attempts that make no schedule', () => {
    expect(() => resolveBackoffOptions({ jitter: 1.5 })).toThrow(RangeError);
    expect(() => resolveBackoffOptions({ initialDelayMs: 10, maxDelayMs: 5 })).toThrow(RangeError);
    expect(() => resolveBackoffOptions({ factor: 0.5 })).toThrow(RangeError);
    expect(() => backoffDelay(0, options)).toThrow(RangeError);
  });
});

describe('which losses are recoverable', () => {
  it('reconnects after 1001, 1006, 1011, 1012 and 1013 only', () => {
    expect([1001, 1006, 1011, 1012, 1013].every(isRecoverableClose)).toBe(true);
    expect([1000, 1002, 1003, 1005, 1007, 1008, 1009, 1010, 4000].some(isRecoverableClose)).toBe(false);
  });

  it('follows the contract: reconnects after each close code the server sends marked reconnect, and after no other it sends', () => {
    for (const [name, { code, reconnect }] of Object.entries(CLOSE_CODES))
      expect(isRecoverableClose(code), `${name} (${code})`).toBe(reconnect);
  });

  it('tries a handshake again after 408, 429 and 5xx gateway statuses, not after 401, 403 or 404', () => {
    expect([408, 429, 500, 502, 503, 504].every(isRecoverableHandshakeStatus)).toBe(true);
    expect([400, 401, 403, 404, 426].some(isRecoverableHandshakeStatus)).toBe(false);
  });
});

describe('a token that expires', () => {
  const { POLICY_VIOLATION } = CLOSE_CODES;

  it('is told apart by 1008 with the contract’s reason `token expired`; 1008 for any other reason is not', () => {
    expect(isTokenExpiredClose(POLICY_VIOLATION.code, POLICY_VIOLATION.reasons.TOKEN_EXPIRED)).toBe(true);
    expect(isTokenExpiredClose(POLICY_VIOLATION.code, POLICY_VIOLATION.reasons.TOO_MANY_REQUESTS)).toBe(false);
    expect(isTokenExpiredClose(POLICY_VIOLATION.code, 'credentials revoked (the tenant was deleted)')).toBe(false);
    expect(isTokenExpiredClose(POLICY_VIOLATION.code, '')).toBe(false);
    expect(isTokenExpiredClose(CLOSE_CODES.GOING_AWAY.code, POLICY_VIOLATION.reasons.TOKEN_EXPIRED)).toBe(false);
  });

  it('is renewed a tenth of the time it has left before it expires, at most a minute before', () => {
    expect(renewalDelay(3_600_000, 0)).toBe(3_540_000);
    expect(renewalDelay(1_000_000 + 2_000, 1_000_000)).toBe(1_800);
    expect(renewalDelay(1_000_000 + 600_000, 1_000_000)).toBe(540_000);
  });

  it('is not renewed ahead when its expiry is unknown or already past by this clock (the server’s close says when)', () => {
    expect(renewalDelay(undefined, 0)).toBeUndefined();
    expect(renewalDelay(1_000, 1_000)).toBeUndefined();
    expect(renewalDelay(1_000, 5_000)).toBeUndefined();
  });
});
