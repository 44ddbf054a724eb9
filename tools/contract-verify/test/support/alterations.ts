import type { Part } from '../../src/report/model.js';
import type { Schema } from '../../src/spec/document.js';

type Json = any; // free edits of a JSON copy

/**
 * How the verifier must class an alteration: `violation` goes beyond the evolution rules; `newer` is
 * a change the rules allow, which conforms within them; `conforms` is one this version already allows.
 */
export type Finding = 'violation' | 'newer' | 'conforms';

/** A deliberate change to a copy of the bundle, and where the verifier must report it against the real one. */
export interface Alteration {
  what: string;
  /** Changes the schema and the examples Prism answers with, so Prism serves what differs from the real spec. */
  apply(spec: Json): void;
  expected: { finding: Finding; subject: string; part: Part; pointer: string; schema: string; message?: RegExp };
}

const examplesOf = (media: Json): Json[] => Object.values(media.examples ?? {}).map((example: Json) => example.value);
const ok = (spec: Json, path: string, method: string): Json => spec.paths[path][method].responses['200'];

export const ALTERATIONS: readonly Alteration[] = [
  {
    what: 'a response field’s type changed (execution_id string → integer)',
    apply(spec) {
      spec.components.schemas.Execution.properties.execution_id = { type: 'integer' };
      for (const page of examplesOf(ok(spec, '/executions', 'get').content['application/json']))
        for (const item of page.items) item.execution_id = Number(item.execution_id);
    },
    expected: {
      finding: 'violation',
      subject: 'listExecutions',
      part: 'body',
      pointer: '/items/0/execution_id',
      schema: '#/components/schemas/ExecutionId/type',
    },
  },
  {
    what: 'a money field became a JSON number (Transfer amount)',
    apply(spec) {
      spec.components.schemas.Transfer.properties.amount = { type: 'number' };
      for (const transfer of examplesOf(ok(spec, '/transfer/crypto-withdrawals', 'post').content['application/json']))
        transfer.amount = Number(transfer.amount);
    },
    expected: {
      finding: 'violation',
      subject: 'createCryptoWithdrawal',
      part: 'body',
      pointer: '/amount',
      schema: '#/components/schemas/Decimal/type',
    },
  },
  {
    what: 'a required response field removed (MonitoringAddress crypto_network)',
    apply(spec) {
      const schema = spec.components.schemas.MonitoringAddress;
      schema.required = schema.required.filter((name: string) => name !== 'crypto_network');
      for (const page of examplesOf(ok(spec, '/rewards/monitor/address', 'get').content['application/json']))
        for (const item of page.addresses) delete item.crypto_network;
    },
    expected: {
      finding: 'violation',
      subject: 'listMonitoringAddresses',
      part: 'body',
      pointer: '/addresses/0/crypto_network',
      schema: '#/components/schemas/MonitoringAddress/required',
    },
  },
  {
    what: 'a closed enum’s value changed (TransferDirection DEBIT → OUTGOING)',
    apply(spec) {
      const schema = spec.components.schemas.TransferDirection;
      schema.enum = schema.enum.map((value: string) => (value === 'DEBIT' ? 'OUTGOING' : value));
      for (const transfer of examplesOf(ok(spec, '/transfer/crypto-withdrawals', 'post').content['application/json']))
        if (transfer.direction === 'DEBIT') transfer.direction = 'OUTGOING';
    },
    expected: {
      finding: 'violation',
      subject: 'createCryptoWithdrawal',
      part: 'body',
      pointer: '/direction',
      schema: '#/components/schemas/TransferDirection/enum',
    },
  },
  {
    what: 'a token response enum value changed (token_type bearer → mac)',
    apply(spec) {
      spec.components.schemas.TokenResponse.properties.token_type.enum = ['mac'];
      for (const token of examplesOf(ok(spec, '/oauth2/token', 'post').content['application/json']))
        token.token_type = 'mac';
    },
    expected: {
      finding: 'violation',
      subject: 'createToken',
      part: 'body',
      pointer: '/token_type',
      schema: '#/components/schemas/TokenResponse/properties/token_type/enum',
    },
  },
  {
    what: 'a response status changed (deposit address created: 200 → 201)',
    apply(spec) {
      const responses = spec.paths['/transfer/deposit-addresses'].post.responses;
      const { '200': created, ...rest } = responses;
      spec.paths['/transfer/deposit-addresses'].post.responses = { '201': created, ...rest };
    },
    expected: {
      finding: 'violation',
      subject: 'createDepositAddress',
      part: 'status',
      pointer: '',
      schema: '#/paths/~1transfer~1deposit-addresses/post/responses',
      message: /^201 is not a declared status/,
    },
  },
  {
    what: 'a required header no longer sent (X-Request-Id of listMonitoringAddresses 200)',
    apply(spec) {
      delete ok(spec, '/rewards/monitor/address', 'get').headers['X-Request-Id'];
    },
    expected: {
      finding: 'violation',
      subject: 'listMonitoringAddresses',
      part: 'header',
      pointer: 'X-Request-Id',
      schema: '#/paths/~1rewards~1monitor~1address/get/responses/200/headers/X-Request-Id',
    },
  },
  {
    what: 'an error response’s content type changed (401 of listExecutions: problem+json → json)',
    apply(spec) {
      // Only this operation's 401: the others answer as the spec says (getAccount's stays within the rules).
      const unauthorized = structuredClone(spec.components.responses.Unauthorized);
      unauthorized.content = { 'application/json': unauthorized.content['application/problem+json'] };
      spec.paths['/executions'].get.responses['401'] = unauthorized;
    },
    expected: {
      finding: 'violation',
      subject: 'listExecutions',
      part: 'content-type',
      pointer: '',
      schema: '#/components/responses/Unauthorized/content',
      message: /^is "application\/json", the spec declares application\/problem\+json/,
    },
  },
  // ---------------------------------------------------------------- what the evolution rules allow
  {
    what: 'a value an extensible enum does not list (AccountSummaryStatus ACTIVE)',
    apply(spec) {
      spec.components.schemas.AccountSummaryStatus.enum.push('ACTIVE');
      for (const account of examplesOf(ok(spec, '/identity/accounts/{id}', 'get').content['application/json']))
        account.summary_status = 'ACTIVE';
    },
    expected: {
      finding: 'newer',
      subject: 'getAccount',
      part: 'body',
      pointer: '/summary_status',
      schema: '#/components/schemas/AccountSummaryStatus/enum',
      message: /^unknown value "ACTIVE" of an extensible enum$/,
    },
  },
  {
    what: 'a crypto network newer than the spec, beside violations in the same answer (Transfer crypto_network AVALANCHE)',
    apply(spec) {
      spec.components.schemas.CryptoNetwork.enum.push('AVALANCHE');
      for (const transfer of examplesOf(ok(spec, '/transfer/crypto-withdrawals', 'post').content['application/json']))
        transfer.crypto_network = 'AVALANCHE';
    },
    expected: {
      finding: 'newer',
      subject: 'createCryptoWithdrawal',
      part: 'body',
      pointer: '/crypto_network',
      schema: '#/components/schemas/CryptoNetwork/enum',
      message: /^unknown value "AVALANCHE" of an extensible enum$/,
    },
  },
  {
    what: 'a field the open Account record does not list (nickname)',
    apply(spec) {
      spec.components.schemas.Account.properties.nickname = { type: 'string' };
      for (const account of examplesOf(ok(spec, '/identity/accounts/{id}', 'get').content['application/json']))
        account.nickname = 'Trading';
    },
    // The record is open (no `additionalProperties: false`): this version itself allows the field.
    expected: {
      finding: 'conforms',
      subject: 'getAccount',
      part: 'body',
      pointer: '/nickname',
      schema: '#/components/schemas/Account',
    },
  },
];

/** A deep copy of `document` with every alteration applied. */
export function altered(document: Schema): Schema {
  const copy = structuredClone(document) as Json;
  for (const alteration of ALTERATIONS) alteration.apply(copy);
  return copy as Schema;
}
