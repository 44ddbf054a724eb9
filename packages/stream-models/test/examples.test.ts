import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGE_NAMES,
  SERVER_MESSAGE_NAMES,
  validateClientFrame,
  validateMessage,
  validateServerFrame,
  validators,
} from '../src/index.js';
import { examples } from './support/bundle.js';

describe('the examples of the AsyncAPI document', () => {
  it('cover every message each side sends', () => {
    expect(new Set(examples.client.map(([, name]) => name))).toEqual(new Set(CLIENT_MESSAGE_NAMES));
    expect(new Set(examples.server.map(([, name]) => name))).toEqual(new Set(SERVER_MESSAGE_NAMES));
  });

  it.each(examples.server)('accepts the %s example as a server frame of that message', (_label, name, payload) => {
    expect(validateServerFrame(payload)).toEqual({ ok: true, name, message: payload });
  });

  it.each(examples.client)('accepts the %s example as a client frame of that message', (_label, name, payload) => {
    expect(validateClientFrame(payload)).toEqual({ ok: true, name, message: payload });
  });

  it.each([...examples.client, ...examples.server])(
    'accepts the %s example as JSON text and as UTF-8 bytes',
    (_label, name, payload) => {
      const text = JSON.stringify(payload);
      const validate = examples.client.some(([, n]) => n === name) ? validateClientFrame : validateServerFrame;
      expect(validate(text)).toEqual({ ok: true, name, message: payload });
      expect(validate(new TextEncoder().encode(text))).toEqual({ ok: true, name, message: payload });
    },
  );

  it.each([...examples.client, ...examples.server])(
    'matches the %s example with its own compiled validator only',
    (_label, name, payload) => {
      expect(validateMessage(name as keyof typeof validators, payload)).toMatchObject({ ok: true, name });
      const others = Object.entries(validators).filter(([other]) => other !== name);
      for (const [other, validate] of others)
        expect(validate(payload), `${other} accepts a ${name} example`).toBe(false);
    },
  );
});
