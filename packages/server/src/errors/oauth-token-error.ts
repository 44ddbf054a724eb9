import type { OAuthError } from '@dap/api-types';
import { clampText, specMaxLength } from '../bounds.js';

const DESCRIPTION_MAX = specMaxLength('OAuthError', 'error_description');

/** An error code of the token endpoint (RFC 6749 §5.2), as the spec's `OAuthError` schema lists them. */
export type OAuthErrorCode = OAuthError['error'];

/**
 * A refused token request. Throw it from the `createToken` handler: the server answers with
 * `{error, error_description}` as `application/json` (not problem+json: RFC 6749 §5.2 fixes the
 * format) and `Cache-Control: no-store`; `invalid_client` is 401, every other code 400.
 */
export class OAuthTokenError extends Error {
  override readonly name = 'OAuthTokenError';
  readonly code: OAuthErrorCode;
  readonly status: 400 | 401;

  constructor(code: OAuthErrorCode, description: string) {
    // A description may quote the request: never longer than the spec lets `error_description` be.
    super(clampText(description, DESCRIPTION_MAX));
    this.code = code;
    this.status = code === 'invalid_client' ? 401 : 400;
  }

  /** The response body. */
  toJSON(): OAuthError {
    return { error: this.code, error_description: this.message };
  }
}
