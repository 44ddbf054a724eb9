import { describe, expect, it, vi } from 'vitest';
import { EventIterator, StreamBufferOverflowError, TypedEmitter } from '../src/index.js';

function iterator(options: Partial<ConstructorParameters<typeof EventIterator<number>>[0]> = {}) {
  const stop = vi.fn();
  const start = vi.fn(async () => {});
  const it = new EventIterator<number>({ bufferSize: 3, overflow: 'error', start, stop, ...options });
  return { it, start, stop };
}

describe('EventIterator', () => {
  it('starts its source on the first next(), not before', async () => {
    const { it, start } = iterator();
    expect(start).not.toHaveBeenCalled();
    it.push(1);
    await expect(it.next()).resolves.toEqual({ value: 1, done: false });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('delivers values in order to a waiting consumer and from the buffer', async () => {
    const { it } = iterator();
    const first = it.next();
    it.push(1);
    it.push(2);
    await expect(first).resolves.toEqual({ value: 1, done: false });
    await expect(it.next()).resolves.toEqual({ value: 2, done: false });
  });

  it('stops the source exactly once when the consumer breaks out, and ends', async () => {
    const { it, stop } = iterator();
    it.push(1);
    for await (const value of it) {
      expect(value).toBe(1);
      break;
    }
    expect(stop).toHaveBeenCalledTimes(1);
    it.push(2);
    await expect(it.next()).resolves.toEqual({ value: undefined, done: true });
    await it.return();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('fails with StreamBufferOverflowError when the buffer is full, after the buffered values', async () => {
    const { it, stop } = iterator();
    const first = it.next();
    await new Promise((resolve) => setTimeout(resolve, 0)); // started and waiting
    for (const value of [1, 2, 3, 4, 5]) it.push(value); // 1 to the waiting consumer, 2-4 fill the buffer, 5 overflows
    expect(stop).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toEqual({ value: 1, done: false });
    for (const value of [2, 3, 4]) await expect(it.next()).resolves.toEqual({ value, done: false });
    await expect(it.next()).rejects.toBeInstanceOf(StreamBufferOverflowError);
    await expect(it.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it("drops the oldest values with overflow 'drop-oldest' and counts them", async () => {
    const { it, stop } = iterator({ overflow: 'drop-oldest', bufferSize: 2 });
    for (const value of [1, 2, 3, 4]) it.push(value);
    expect(it.dropped).toBe(2);
    expect(it.buffered).toBe(2);
    await expect(it.next()).resolves.toEqual({ value: 3, done: false });
    await expect(it.next()).resolves.toEqual({ value: 4, done: false });
    expect(stop).not.toHaveBeenCalled();
  });

  it('ends with the error its start() rejects with', async () => {
    const failure = new Error('subscribe failed');
    const { it, stop } = iterator({ start: async () => Promise.reject(failure) });
    await expect(it.next()).rejects.toBe(failure);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('ends a waiting consumer when the source ends', async () => {
    const { it } = iterator();
    const waiting = it.next();
    await new Promise((resolve) => setTimeout(resolve, 0));
    it.end();
    await expect(waiting).resolves.toEqual({ value: undefined, done: true });
  });

  it('refuses a buffer smaller than one event', () => {
    expect(() => iterator({ bufferSize: 0 })).toThrow(RangeError);
  });
});

describe('TypedEmitter', () => {
  it('calls listeners with the value, and on() returns the function that removes the listener', () => {
    const emitter = new TypedEmitter<{ tick: number }>();
    const seen: number[] = [];
    const off = emitter.on('tick', (value) => seen.push(value));
    emitter.emit('tick', 1);
    off();
    emitter.emit('tick', 2);
    expect(seen).toEqual([1]);
    expect(emitter.listenerCount('tick')).toBe(0);
  });

  it('calls a once() listener a single time', () => {
    const emitter = new TypedEmitter<{ tick: number }>();
    const listener = vi.fn();
    emitter.once('tick', listener);
    emitter.emit('tick', 1);
    emitter.emit('tick', 2);
    expect(listener).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('keeps calling the other listeners when one throws, and reports what it threw', () => {
    const reported: unknown[] = [];
    const emitter = new TypedEmitter<{ tick: number }>((_event, error) => reported.push(error));
    const after = vi.fn();
    emitter.on('tick', () => {
      throw new Error('boom');
    });
    emitter.on('tick', after);
    emitter.emit('tick', 1);
    expect(after).toHaveBeenCalledWith(1);
    expect(reported).toEqual([new Error('boom')]);
  });
});
