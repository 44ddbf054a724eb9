/**
 * Timeouts and cancellation: a timeout is a retryable connection failure, a user abort is final.
 * A scripted fetch for what a server cannot show (a fetch that ignores its signal, the signals it was
 * handed, a token endpoint that never answers, aborts); a timeout against a delayed answer and its
 * retry run against the real sandbox: packages/sandbox/test/client-faults.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { APIConnectionTimeoutError, APIUserAbortError, type Fetch } from '../src/index.js';
import { fakeClient, fakeFetch, json, TOKEN_URL, type FakeFetch } from './helpers/fake-fetch.js';

const ACCOUNT = { id: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d' };

/** The fake fetch, also writing down the signal each API request was handed (`null` for none). */
function recordingSignals(fake: FakeFetch): { fake: FakeFetch; signals: Array<AbortSignal | null> } {
  const signals: Array<AbortSignal | null> = [];
  const fetch: Fetch = (input, init) => {
    if (input !== TOKEN_URL) signals.push(init?.signal ?? null);
    return fake.fetch(input, init);
  };
  return { fake: { ...fake, fetch }, signals };
}

describe('timeouts', () => {
  it('times out even when a custom fetch ignores the abort signal', async () => {
    const fake = fakeFetch({ api: [() => new Promise<Response>(() => {})] });
    const { client } = fakeClient(fake, { timeoutMs: 30, maxRetries: 0 });
    await expect(client.getAccount(ACCOUNT.id)).rejects.toBeInstanceOf(APIConnectionTimeoutError);
  });

  it('cancels every timed-out request at the socket, the first one too', async () => {
    const { fake, signals } = recordingSignals(fakeFetch({ api: ['hang', json(200, ACCOUNT)] }));
    const { client } = fakeClient(fake, { timeoutMs: 30, maxRetries: 0 });
    await expect(client.getAccount(ACCOUNT.id)).rejects.toBeInstanceOf(APIConnectionTimeoutError);
    await expect(client.getAccount(ACCOUNT.id)).resolves.toEqual(ACCOUNT);
    // Every request carries a signal, and the timeout aborts it; an answered one's is never aborted.
    expect(signals[0]?.aborted).toBe(true);
    expect((signals[0]?.reason as DOMException).name).toBe('TimeoutError');
    expect(signals[1]?.aborted).toBe(false);
  });

  it("aborts the request fetch was handed when the caller's own signal aborts", async () => {
    const { fake, signals } = recordingSignals(fakeFetch({ api: ['hang'] }));
    const { client } = fakeClient(fake, { maxRetries: 0 });
    const controller = new AbortController();
    const pending = client.getAccount(ACCOUNT.id, { signal: controller.signal });
    await expect.poll(() => signals.length).toBe(1);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('bounds a token request that never gets an answer by timeoutMs', async () => {
    const fake = fakeFetch({ token: ['hang'], api: [json(200, ACCOUNT)] });
    const { client } = fakeClient(fake, { timeoutMs: 30, maxRetries: 0 });
    await expect(client.getAccount(ACCOUNT.id)).rejects.toBeInstanceOf(APIConnectionTimeoutError);
    expect(fake.api).toHaveLength(0);
  });
});

describe('aborts', () => {
  it('throws APIUserAbortError, not a timeout, when the caller aborts a pending request, and does not retry', async () => {
    const fake = fakeFetch({ api: ['hang'] });
    const { client } = fakeClient(fake, { timeoutMs: 60_000 });
    const controller = new AbortController();
    const pending = client.getAccount(ACCOUNT.id, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(error).not.toBeInstanceOf(APIConnectionTimeoutError);
    expect(fake.api).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const fake = fakeFetch({ api: [json(200, ACCOUNT)] });
    const { client } = fakeClient(fake);
    await expect(client.getAccount(ACCOUNT.id, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      APIUserAbortError,
    );
    expect(fake.api).toHaveLength(0);
    expect(fake.token).toHaveLength(0);
  });

  it('lets a caller stop waiting for a shared token refresh without failing the other callers', async () => {
    let answerToken: (() => void) | undefined;
    const fake = fakeFetch({
      token: [
        () =>
          new Promise<Response>((resolve) => {
            answerToken = () =>
              resolve(json(200, { access_token: 'shared', expires_in: 3600, token_type: 'bearer', scope: '' }));
          }),
      ],
      api: [json(200, ACCOUNT)],
    });
    const { client } = fakeClient(fake);
    const controller = new AbortController();
    const quitter = client.getAccount(ACCOUNT.id, { signal: controller.signal }).catch((thrown: unknown) => thrown);
    const stayer = client.getAccount(ACCOUNT.id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    expect(await quitter).toBeInstanceOf(APIUserAbortError);
    answerToken?.();
    await expect(stayer).resolves.toEqual(ACCOUNT);
    expect(fake.token).toHaveLength(1);
    expect(fake.api[0]?.headers.get('authorization')).toBe('Bearer shared');
  });
});
