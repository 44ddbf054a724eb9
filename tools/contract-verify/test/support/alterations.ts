import type { Part } from '../../src/report/model.js';
import type { Schema } from '../../src/spec/document.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- free edits of a JSON copy

/** A deliberate change to a copy of the bundle, and where the verifier must report it against the real one. */
export interface Alteration {
  what: string;
  /** Changes the schema and the examples Prism answers with, so Prism serves what the real spec forbids. */
  apply(spec: Json): void;
  expected: { subject: string; part: Part; pointer: string; schema: string; message?: RegExp };
}

const examplesOf = (media: Json): Json[] => Object.values(media.examples ?? {}).map((example: Json) => example.value);
const ok = (spec: Json, path: string, method: string): Json => spec.paths[path][method].responses['200'];

export const ALTERATIONS: readonly Alteration[] = [
  {
    what: 'a response field’s type changed (execution_id string → integer)',
    apply(spec) {
      spec.components.schemas.Execution.properties.execution_id = { type: 'integer' };
      for (const page of examplesOf(ok(spec, '/executions', 'get').content['application/json'])) for (const item of page.items) item.execution_id = Number(item.execution_id);
    },
    expected: { subject: 'listExecutions', part: 'body', pointer: '/items/0/execution_id', schema: '#/components/schemas/Execution/properties/execution_id/type' },
  },
  {
    what: 'a money field became a JSON number (Transfer amount)',
    apply(spec) {
      spec.components.schemas.Transfer.properties.amount = { type: 'number' };
      for (const transfer of examplesOf(ok(spec, '/transfer/crypto-withdrawals', 'post').content['application/json'])) transfer.amount = Number(transfer.amount);
    },
    expected: { subject: 'createCryptoWithdrawal', part: 'body', pointer: '/amount', schema: '#/components/schemas/Decimal/type' },
  },
  {
    what: 'a required response field removed (MonitoringAddress crypto_network)',
    apply(spec) {
      const schema = spec.components.schemas.MonitoringAddress;
      schema.required = schema.required.filter((name: string) => name !== 'crypto_network');
      for (const page of examplesOf(ok(spec, '/rewards/monitor/address', 'get').content['application/json'])) for (const item of page.addresses) delete item.crypto_network;
    },
    expected: { subject: 'listMonitoringAddresses', part: 'body', pointer: '/addresses/0/crypto_network', schema: '#/components/schemas/MonitoringAddress/required' },
  },
  {
    what: 'an enum value changed (AccountSummaryStatus APPROVED → ACTIVE)',
    apply(spec) {
      const schema = spec.components.schemas.AccountSummaryStatus;
      schema.enum = schema.enum.map((value: string) => (value === 'APPROVED' ? 'ACTIVE' : value));
      for (const account of examplesOf(ok(spec, '/identity/accounts/{id}', 'get').content['application/json'])) if (account.summary_status === 'APPROVED') account.summary_status = 'ACTIVE';
    },
    expected: { subject: 'getAccount', part: 'body', pointer: '/summary_status', schema: '#/components/schemas/AccountSummaryStatus/enum' },
  },
  {
    what: 'a token response enum value changed (token_type bearer → mac)',
    apply(spec) {
      spec.components.schemas.TokenResponse.properties.token_type.enum = ['mac'];
      for (const token of examplesOf(ok(spec, '/oauth2/token', 'post').content['application/json'])) token.token_type = 'mac';
    },
    expected: { subject: 'createToken', part: 'body', pointer: '/token_type', schema: '#/components/schemas/TokenResponse/properties/token_type/enum' },
  },
  {
    what: 'a response status changed (deposit address created: 200 → 201)',
    apply(spec) {
      const responses = spec.paths['/transfer/deposit-addresses'].post.responses;
      const { '200': created, ...rest } = responses;
      spec.paths['/transfer/deposit-addresses'].post.responses = { '201': created, ...rest };
    },
    expected: { subject: 'createDepositAddress', part: 'status', pointer: '', schema: '#/paths/~1transfer~1deposit-addresses/post/responses', message: /^201 is not a declared status/ },
  },
  {
    what: 'a required header no longer sent (X-Request-Id of getAccount 200)',
    apply(spec) {
      delete ok(spec, '/identity/accounts/{id}', 'get').headers['X-Request-Id'];
    },
    expected: { subject: 'getAccount', part: 'header', pointer: 'X-Request-Id', schema: '#/paths/~1identity~1accounts~1{id}/get/responses/200/headers/X-Request-Id' },
  },
  {
    what: 'an error response’s content type changed (401: problem+json → json)',
    apply(spec) {
      const unauthorized = spec.components.responses.Unauthorized;
      unauthorized.content = { 'application/json': unauthorized.content['application/problem+json'] };
    },
    expected: { subject: 'listExecutions', part: 'content-type', pointer: '', schema: '#/components/responses/Unauthorized/content', message: /^is "application\/json", the spec declares application\/problem\+json/ },
  },
];

/** A deep copy of `document` with every alteration applied. */
export function altered(document: Schema): Schema {
  const copy = structuredClone(document) as Json;
  for (const alteration of ALTERATIONS) alteration.apply(copy);
  return copy as Schema;
}
