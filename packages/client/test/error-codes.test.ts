/** One error root shared with the stream client: every error class of this package is a DapError with a code of its own from @dap/core's catalogue. */
import { DAP_ERROR_CODES, DapError as CoreDapError } from '@dap/core';
import { describe, expect, it } from 'vitest';
import * as client from '../src/index.js';
import * as money from '../src/money.js';

type ErrorClass = new () => Error;
/** The exported classes whose instances are errors, by exported name. */
const errorClasses = (Object.entries(client) as Array<[string, unknown]>).filter(
  (entry): entry is [string, ErrorClass] => typeof entry[1] === 'function' && entry[1].prototype instanceof Error,
);

describe('the client’s errors', () => {
  it('re-exports @dap/core’s DapError as its own root', () => {
    expect(client.DapError).toBe(CoreDapError);
  });

  it('all extend DapError, every exported error class', () => {
    expect(errorClasses.map(([name]) => name)).toEqual(
      expect.arrayContaining(['DapError', 'APIError', 'NotFoundError', 'APIUserAbortError']),
    );
    for (const [name, ErrorClass] of errorClasses) {
      expect(ErrorClass === client.DapError || ErrorClass.prototype instanceof client.DapError, name).toBe(true);
      expect(new ErrorClass(), name).toBeInstanceOf(client.DapError);
    }
  });

  it('each carry a code of their own, documented in the catalogue under their class name', () => {
    const codes = errorClasses.map(([name, ErrorClass]) => {
      const { code } = new ErrorClass() as InstanceType<typeof client.DapError>;
      expect(DAP_ERROR_CODES[code], `${name}: ${code}`).toMatchObject({
        error: name,
        package: name === 'DapError' ? '@dap/core' : '@dap/client',
      });
      return code;
    });
    expect(new Set(codes).size).toBe(codes.length);
    // Every code the catalogue gives this package belongs to an exported class.
    const documented = Object.entries(DAP_ERROR_CODES)
      .filter(([, info]) => info.package === '@dap/client')
      .map(([code]) => code);
    expect(codes).toEqual(expect.arrayContaining(documented));
  });

  it('keep their code through APIError.from, so callers branch on it whatever the status', () => {
    expect(
      [400, 401, 403, 404, 409, 429, 503, 418].map((status) => client.APIError.from(status, undefined, undefined).code),
    ).toEqual([
      'bad_request',
      'authentication',
      'permission_denied',
      'not_found',
      'conflict',
      'rate_limited',
      'server_error',
      'api_error',
    ]);
  });
});

describe('@dap/client/money', () => {
  it('is @dap/core’s money helpers, one implementation', async () => {
    const core = await import('@dap/core');
    for (const [name, value] of Object.entries(money)) expect(value, name).toBe(core[name as keyof typeof core]);
    expect(money.addDecimals('0.1', '0.2')).toBe('0.3');
  });
});
