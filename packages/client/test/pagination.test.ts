/** Cursor pagination over several pages, scripted (the mock always answers with the same example page). */
import { describe, expect, it } from 'vitest';
import { CursorPage, NotFoundError, RateLimitError } from '../src/index.js';
import { EXECUTION, fakeClient, fakeFetch, json, problem } from './helpers/fake-fetch.js';

const execution = (id: string) => ({ ...EXECUTION, execution_id: id });
const address = (id: string) => ({
  address: `0x${id}`,
  id,
  crypto_network: 'ETHEREUM',
  created_at: '2025-11-20T09:30:00Z',
});

/** Three pages of executions: 1,2 → 3,4 → 5 (no cursor on the last). */
function threeExecutionPages() {
  return fakeFetch({
    api: [
      json(200, { items: [execution('1'), execution('2')], next_page_cursor: 'cursor-a' }),
      json(200, { items: [execution('3'), execution('4')], next_page_cursor: 'cursor-b' }),
      json(200, { items: [execution('5')] }),
    ],
  });
}

describe('cursor pagination', () => {
  it('yields every execution across pages in a for-await loop', async () => {
    const fake = threeExecutionPages();
    const { client } = fakeClient(fake);
    const ids: string[] = [];
    for await (const item of client.listExecutions({ limit: 2 })) ids.push(item.execution_id);
    expect(ids).toEqual(['1', '2', '3', '4', '5']);
    expect(fake.api).toHaveLength(3);
  });

  it('sends each next_page_cursor as page_cursor and keeps the other query parameters', async () => {
    const fake = threeExecutionPages();
    const { client } = fakeClient(fake);
    const query = { limit: 2, profile_id: 'p-1', 'range.begin': '2025-11-01T00:00:00Z' };
    for await (const _ of client.listExecutions(query)) void _;
    const sent = fake.api.map((request) => Object.fromEntries(request.url.searchParams));
    expect(sent).toEqual([
      { limit: '2', profile_id: 'p-1', 'range.begin': '2025-11-01T00:00:00Z' },
      { limit: '2', profile_id: 'p-1', 'range.begin': '2025-11-01T00:00:00Z', page_cursor: 'cursor-a' },
      { limit: '2', profile_id: 'p-1', 'range.begin': '2025-11-01T00:00:00Z', page_cursor: 'cursor-b' },
    ]);
  });

  it('reads an empty last page that leaves its list out as empty, for executions and monitoring addresses', async () => {
    const executions = fakeFetch({
      api: [json(200, { items: [execution('1')], next_page_cursor: 'cursor-a' }), json(200, {})],
    });
    const ids: string[] = [];
    for await (const item of fakeClient(executions).client.listExecutions()) ids.push(item.execution_id);
    expect(ids).toEqual(['1']);
    const addresses = fakeFetch({
      api: [
        json(200, { addresses: [address('a')], next_page_cursor: 'cursor-a' }),
        json(200, { next_page_cursor: '' }),
      ],
    });
    const { client } = fakeClient(addresses);
    const seen: string[] = [];
    for await (const item of client.listMonitoringAddresses()) seen.push(item.id);
    expect(seen).toEqual(['a']);
    const first = await client.listMonitoringAddresses({ page_cursor: 'cursor-a' });
    expect(first.items).toEqual([]);
    expect(first.body.addresses).toBeUndefined();
  });

  it('keeps the fields of a page and of its items that this version does not know', async () => {
    const item = { ...execution('1'), venue: { id: 'X' } };
    const fake = fakeFetch({ api: [json(200, { items: [item], total: 1 })] });
    const page = await fakeClient(fake).client.listExecutions();
    expect(page.items).toEqual([item]);
    expect(page.body).toEqual({ items: [item], total: 1 });
  });

  it('gives page-level access: items, hasNextPage and getNextPage', async () => {
    const fake = threeExecutionPages();
    const { client } = fakeClient(fake);
    const first = await client.listExecutions({ limit: 2 });
    expect(first).toBeInstanceOf(CursorPage);
    expect(first.items.map((item) => item.execution_id)).toEqual(['1', '2']);
    expect(first.nextPageCursor).toBe('cursor-a');
    expect(first.hasNextPage()).toBe(true);
    const second = await first.getNextPage();
    expect(second.query).toEqual({ limit: 2, page_cursor: 'cursor-a' });
    const last = await second.getNextPage();
    expect(last.items.map((item) => item.execution_id)).toEqual(['5']);
    expect(last.hasNextPage()).toBe(false);
    await expect(last.getNextPage()).rejects.toThrow(/no next page/);
  });

  it('iterates page by page with iterPages', async () => {
    const fake = threeExecutionPages();
    const { client } = fakeClient(fake);
    const sizes: number[] = [];
    for await (const page of (await client.listExecutions({ limit: 2 })).iterPages()) sizes.push(page.items.length);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('continues from an awaited page when the page itself is iterated', async () => {
    const fake = threeExecutionPages();
    const { client } = fakeClient(fake);
    const first = await client.listExecutions({ limit: 2 });
    const ids: string[] = [];
    for await (const item of first) ids.push(item.execution_id);
    expect(ids).toEqual(['1', '2', '3', '4', '5']);
  });

  it('paginates monitoring addresses the same way, over their addresses key', async () => {
    const fake = fakeFetch({
      api: [
        json(200, { addresses: [address('a'), address('b')], next_page_cursor: 'next' }),
        json(200, { addresses: [address('c')] }),
      ],
    });
    const { client } = fakeClient(fake);
    const ids: string[] = [];
    for await (const item of client.listMonitoringAddresses({ crypto_network: 'ETHEREUM', order: 'ASC' }))
      ids.push(item.id);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(Object.fromEntries(fake.api[1]?.url.searchParams ?? [])).toEqual({
      crypto_network: 'ETHEREUM',
      order: 'ASC',
      page_cursor: 'next',
    });
  });

  it('ends when a page names the cursor that fetched it, instead of looping forever', async () => {
    const fake = fakeFetch({ api: [json(200, { items: [execution('1')], next_page_cursor: 'stuck' })] });
    const { client } = fakeClient(fake);
    const ids: string[] = [];
    for await (const item of client.listExecutions()) ids.push(item.execution_id);
    expect(ids).toEqual(['1', '1']);
    expect(fake.api).toHaveLength(2);
  });

  it('treats an empty next_page_cursor as the last page', async () => {
    const fake = fakeFetch({ api: [json(200, { items: [execution('1')], next_page_cursor: '' })] });
    const { client } = fakeClient(fake);
    const page = await client.listExecutions();
    expect(page.hasNextPage()).toBe(false);
  });

  it('sends no request until the list is awaited or iterated', async () => {
    const fake = threeExecutionPages();
    const { client } = fakeClient(fake);
    const pending = client.listExecutions();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.api).toHaveLength(0);
    await pending;
    expect(fake.api).toHaveLength(1);
  });

  it('throws the typed error of a page that fails mid-iteration, after yielding the earlier items', async () => {
    const fake = fakeFetch({
      api: [json(200, { items: [execution('1')], next_page_cursor: 'gone' }), problem(404, { title: 'Not Found' })],
    });
    const { client } = fakeClient(fake);
    const ids: string[] = [];
    const iterate = async () => {
      for await (const item of client.listExecutions()) ids.push(item.execution_id);
    };
    await expect(iterate()).rejects.toBeInstanceOf(NotFoundError);
    expect(ids).toEqual(['1']);
  });

  it('passes the call options on to every page, so a later page is retried too', async () => {
    const fake = fakeFetch({
      api: [
        json(200, { items: [execution('1')], next_page_cursor: 'c' }),
        problem(429, {}, { 'retry-after': '1' }),
        json(200, { items: [execution('2')] }),
      ],
    });
    const { client } = fakeClient(fake);
    const ids: string[] = [];
    for await (const item of client.listExecutions({}, { maxRetries: 1 })) ids.push(item.execution_id);
    expect(ids).toEqual(['1', '2']);

    const strict = fakeFetch({
      api: [json(200, { items: [execution('1')], next_page_cursor: 'c' }), problem(429, {}, { 'retry-after': '1' })],
    });
    const iterate = async () => {
      for await (const _ of fakeClient(strict).client.listExecutions({}, { maxRetries: 0 })) void _;
    };
    await expect(iterate()).rejects.toBeInstanceOf(RateLimitError);
    expect(strict.api).toHaveLength(2);
  });
});
