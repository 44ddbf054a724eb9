import type { Check } from '../report/model.js';
import { asSchema, escapePointer, type SpecDocument } from '../spec/document.js';
import type { ChannelPlan } from './channels.js';

/**
 * Rules the AsyncAPI document states in words: the heartbeat arrives while subscribed (every 5 s by
 * default: listen longer than the deployment's interval), and `market_data` starts with a SNAPSHOT.
 */
export function streamRules(
  asyncapi: SpecDocument,
  plan: ChannelPlan,
  received: { frames: number; first?: unknown },
  seconds: number,
): Check[] {
  const at = plan.messagePointer;
  if (plan.type === 'heartbeat') {
    return [
      {
        name: 'heartbeat arrives',
        request: `listened ${seconds} s`,
        response: `${received.frames} heartbeats`,
        violations:
          received.frames > 0
            ? []
            : [
                {
                  part: 'protocol',
                  pointer: '',
                  schema: operationPointer(asyncapi, plan.message),
                  message: `no heartbeat within ${seconds} s (raise --ws-seconds above this deployment's heartbeat interval)`,
                },
              ],
      },
    ];
  }
  if (plan.type === 'market_data') {
    const type = asSchema(asSchema(received.first).payload).type;
    return [
      {
        name: 'SNAPSHOT first',
        request: `listened ${seconds} s`,
        response: received.first === undefined ? 'no frame' : `first frame ${String(type)}`,
        violations:
          type === 'SNAPSHOT'
            ? []
            : [
                {
                  part: 'protocol',
                  pointer: '/payload/type',
                  schema: `${at}/payload/properties/payload/properties/type`,
                  message:
                    received.first === undefined
                      ? `no frame within ${seconds} s after the acknowledgement`
                      : `the first frame is ${JSON.stringify(type)}, not the SNAPSHOT`,
                },
              ],
      },
    ];
  }
  return [];
}

/** `#/operations/<name>` of the operation that carries `message` (as its message or its reply). */
export function operationPointer(asyncapi: SpecDocument, message: string): string {
  for (const [name, operation] of Object.entries(asSchema(asyncapi.document.operations))) {
    const op = asSchema(operation);
    const refs = [
      ...(Array.isArray(op.messages) ? op.messages : []),
      ...(Array.isArray(asSchema(op.reply).messages) ? (asSchema(op.reply).messages as unknown[]) : []),
    ];
    if (refs.some((ref) => String(asSchema(ref).$ref).endsWith(`/messages/${escapePointer(message)}`)))
      return `#/operations/${escapePointer(name)}`;
  }
  return '#/operations';
}

/** Where the first server states its security (the handshake's 401/403 rules). */
export function securityPointer(asyncapi: SpecDocument): string {
  const [name] = Object.keys(asSchema(asyncapi.document.servers));
  return name === undefined ? '#/components/securitySchemes' : `#/servers/${escapePointer(name)}/security`;
}
