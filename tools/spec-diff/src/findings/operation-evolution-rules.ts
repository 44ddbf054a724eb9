/**
 * The evolution rules for what the specs offer and how it is called: whole interfaces, paths,
 * operations and messages, the scopes they need, their statuses and media types, their parameters
 * and request bodies.
 */
import { entry, type EvolutionRule } from './evolution-rule.js';

export const OPERATION_EVOLUTION_RULES: readonly EvolutionRule[] = [
  // ---------------------------------------------------------------- specs, operations, messages
  entry(
    'spec-removed',
    'response',
    'breaking',
    'A whole interface (REST or WebSocket) leaves the contract: every client of it breaks.',
    'the AsyncAPI document is deleted',
  ),
  entry('path-removed', 'request', 'breaking', 'A path goes: clients that call it get 404.', '`/executions` removed'),
  entry(
    'operation-removed',
    'both',
    'breaking',
    'An operation goes: clients that call it (or handle its messages) break.',
    '`GET /executions` or the `sendHeartbeat` operation removed',
  ),
  entry(
    'operation-added',
    'both',
    'non-breaking',
    'A new operation: a client that does not call it (or subscribe to it) never meets it.',
    '`GET /transfers/{id}` added',
  ),
  entry(
    'operation-action-changed',
    'both',
    'breaking',
    'A WebSocket operation changes direction (`send` ⇄ `receive`): code written for one side no longer fits.',
    '`subscribe`: `action: receive` → `action: send`',
  ),
  entry(
    'message-removed',
    'both',
    'breaking',
    'A message goes from an operation: clients that send it are not understood, clients that handle it wait for nothing.',
    '`heartbeat` removed from `sendHeartbeat`',
  ),
  entry(
    'message-added',
    'both',
    'non-breaking',
    'A new message: it is sent only in answer to what a client newly asks for, and a client need not send it.',
    '`tradeSummary` added to `sendExecutionData`',
  ),
  entry(
    'channel-address-changed',
    'request',
    'breaking',
    'The WebSocket address changes: clients connect where nothing answers.',
    '`address: /` → `address: /stream`',
  ),
  entry(
    'scope-changed',
    'request',
    'breaking',
    'An operation needs another OAuth2 scope: tokens issued for the old one are refused.',
    '`exchange:read_order` → `exchange:read_orders`',
  ),
  // ---------------------------------------------------------------- statuses and media types
  entry(
    'success-status-removed',
    'response',
    'breaking',
    'A success status goes: clients that read it no longer get their data.',
    '`200` removed from `createDepositAddress`',
  ),
  entry(
    'status-added',
    'response',
    'non-breaking',
    'A new error status: clients handle errors by class (any 4xx, any 5xx), so it is one more error.',
    '`409` added to `createCryptoWithdrawal`',
  ),
  entry(
    'status-added',
    'response',
    'breaking',
    'A new success status: data arrives under a status clients do not read.',
    '`201` added to `createCryptoWithdrawal`',
  ),
  entry(
    'media-type-removed',
    'both',
    'breaking',
    'A request or success media type goes: clients that send or read it break.',
    '`application/json` removed from a 200 response',
  ),
  // ---------------------------------------------------------------- parameters and bodies
  entry(
    'required-parameter-added',
    'request',
    'breaking',
    'A new required parameter: existing calls lack it and are refused.',
    'query `tenant` with `required: true`',
  ),
  entry(
    'optional-parameter-added',
    'request',
    'non-breaking',
    'A new optional parameter: existing calls leave it out.',
    'query `fields` without `required`',
  ),
  entry(
    'parameter-became-required',
    'request',
    'breaking',
    'An optional parameter becomes required: calls that leave it out are refused.',
    '`limit`: `required: false` → `required: true`',
  ),
  entry(
    'parameter-removed',
    'request',
    'breaking',
    'A parameter goes: clients that send it are no longer understood.',
    'query `order_id` removed',
  ),
  entry(
    'request-body-became-required',
    'request',
    'breaking',
    'A request body becomes required: calls without one are refused.',
    '`requestBody.required: true`',
  ),
];
