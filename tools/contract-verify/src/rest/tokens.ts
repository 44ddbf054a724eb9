import type { Check } from '../report/model.js';
import { asSchema, asStrings, type SpecDocument } from '../spec/document.js';
import type { Operation } from '../spec/operations.js';
import type { ReceivedValidator } from '../spec/received.js';
import { checkResponse, type Expectation } from './check.js';
import { describeRequest, describeResponse, send, type HttpRequest, type HttpResponse } from './http.js';

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

export interface Tokens {
  /** Access token by scope (one token per scope, as each operation needs exactly one). */
  byScope: Map<string, string>;
  /** Why a scope has no token: the token endpoint's answer. */
  refused: Map<string, string>;
  /** One check per exchange with the token endpoint. */
  checks: Check[];
}

interface TokenExchange {
  name: string;
  form: [string, string][];
  expectation: Expectation;
}

/**
 * Client-credentials grants at the token endpoint, one per scope, each answer checked against the
 * token endpoint's operation; then a few invalid token requests (wrong secret, a grant type or a
 * required field the request schema refuses, an unknown scope), which must be refused with a declared 4xx.
 */
export async function obtainTokens(
  spec: SpecDocument,
  validator: ReceivedValidator,
  endpoint: Operation,
  tokenUrl: URL,
  credentials: Credentials,
  scopes: readonly string[],
  timeoutMs: number,
): Promise<Tokens> {
  const tokens: Tokens = { byScope: new Map(), refused: new Map(), checks: [] };
  const good: [string, string][] = [
    ['grant_type', 'client_credentials'],
    ['client_id', credentials.clientId],
    ['client_secret', credentials.clientSecret],
  ];

  const exchange = async ({ name, form, expectation }: TokenExchange): Promise<HttpResponse> => {
    const request: HttpRequest = {
      method: endpoint.method,
      url: tokenUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    };
    const response = await send(request, timeoutMs);
    tokens.checks.push({
      name,
      // Never print the secret.
      request: describeRequest({ ...request, body: (request.body ?? '').replace(/(client_secret=)[^&]*/, '$1***') }),
      response: describeResponse(
        response.ok ? { ...response, text: response.text.replace(/("access_token"\s*:\s*")[^"]*/, '$1***') } : response,
      ),
      ...checkResponse(spec, validator, endpoint, response, expectation),
    });
    return response;
  };

  for (const scope of scopes) {
    const response = await exchange({
      name: `token for ${scope}`,
      form: [...good, ['scope', scope]],
      expectation: { kind: 'valid' },
    });
    const token = response.ok && response.status === 200 ? asSchema(response.json).access_token : undefined;
    if (typeof token === 'string' && token !== '') tokens.byScope.set(scope, token);
    else
      tokens.refused.set(
        scope,
        response.ok ? `the token endpoint answered ${response.status} ${describeError(response.json)}` : response.error,
      );
  }

  const body = spec.deref(endpoint.body?.schema ?? {});
  const properties = asSchema(body.properties);
  const mutations: TokenExchange[] = [
    {
      name: 'wrong client secret',
      form: [...good.slice(0, 2), ['client_secret', `${credentials.clientSecret}-wrong`]],
      expectation: { kind: 'invalid' },
    },
    { name: 'unknown scope', form: [...good, ['scope', 'no-such:scope']], expectation: { kind: 'invalid' } },
  ];
  for (const [name, schema] of Object.entries(properties)) {
    const values = asStrings(spec.deref(asSchema(schema)).enum);
    if (values.length > 0)
      mutations.push({
        name: `${name} outside its enum`,
        form: good.map(([k, v]) => [k, k === name ? `${values[0]}-not` : v]),
        expectation: { kind: 'invalid' },
      });
  }
  for (const name of asStrings(body.required)) {
    mutations.push({
      name: `without ${name}`,
      form: good.filter(([k]) => k !== name),
      expectation: { kind: 'invalid' },
    });
  }
  for (const mutation of mutations) await exchange(mutation);
  return tokens;
}

function describeError(body: unknown): string {
  const { error, error_description: description } = asSchema(body);
  return [error, description].filter((part) => typeof part === 'string').join(': ');
}
