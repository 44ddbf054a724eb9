/**
 * What a consumer does about a change: one sentence per rule and direction, for the changelog and the
 * docs' Changes page. The finding's own words say what changed; these say what to do.
 */
import type { Finding } from './findings.js';

const where = (f: Finding) => (f.message ? `the ${f.message} message` : `\`${f.operation}\``);
const value = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? `\`${v}\`` : `\`${JSON.stringify(v)}\``);

export function migrationFor(f: Finding): string {
  const request = f.direction === 'request';
  switch (f.rule) {
    case 'spec-removed':
      return `Stop using the ${f.spec} interface: it is no longer part of the contract.`;
    case 'path-removed':
    case 'operation-removed':
      return `Stop calling ${value(f.old)}: it is gone. Look for the operation that replaces it in this release's notes.`;
    case 'operation-added':
      return f.spec === 'asyncapi'
        ? `Nothing to do; ${value(f.new)} is new and arrives only when asked for.`
        : `Nothing to do; call ${value(f.new)} when you need it.`;
    case 'operation-action-changed':
      return `The direction of ${where(f)} flipped (${value(f.old)} → ${value(f.new)}): rewrite the code that sends or handles it.`;
    case 'message-removed':
      return request
        ? `Stop sending ${value(f.old)}.`
        : `Remove the handling of ${value(f.old)}: it is no longer sent.`;
    case 'message-added':
      return request
        ? `Nothing to do; ${value(f.new)} can now be sent.`
        : `Nothing to do if you ignore unknown messages; handle ${value(f.new)} to use it.`;
    case 'channel-address-changed':
      return `Connect to ${value(f.new)} instead of ${value(f.old)}.`;
    case 'success-status-removed':
      return `Stop expecting status ${value(f.old)} from ${where(f)}.`;
    case 'status-added':
      return f.severity === 'breaking'
        ? `Handle status ${value(f.new)} as a success of ${where(f)}.`
        : `Nothing to do if you handle errors by class; map ${value(f.new)} to a specific error to use it.`;
    case 'media-type-removed':
      return `Stop using the ${value(f.old)} representation of ${where(f)}.`;
    case 'scope-changed':
      return `Request the scope ${value(f.new)} (was ${value(f.old)}) for the tokens that call ${where(f)}.`;
    case 'required-parameter-added':
    case 'parameter-became-required':
      return `Send the parameter on every call of ${where(f)}.`;
    case 'optional-parameter-added':
      return `Nothing to do; the parameter is optional.`;
    case 'parameter-removed':
      return `Stop sending ${value(f.old)} to ${where(f)}: it is no longer understood.`;
    case 'request-body-became-required':
      return `Always send a body to ${where(f)}.`;
    case 'required-field-added':
      return request
        ? `Send the field on every ${where(f)} request.`
        : `Nothing to do; the field is now always present.`;
    case 'field-added':
      return request
        ? `Nothing to do; send ${value(f.new)} when you need it.`
        : `Nothing to do (readers keep unknown fields); read ${value(f.new)} to use it.`;
    case 'field-removed':
      return request ? `Stop sending ${value(f.old)}.` : `Stop reading ${value(f.old)}; it is no longer sent.`;
    case 'field-no-longer-required':
      return request
        ? `Nothing to do; the field may now be left out.`
        : `Treat the field as optional: handle it being absent.`;
    case 'type-changed':
      return request
        ? f.severity === 'breaking'
          ? `Send values of type ${value(f.new)} (was ${value(f.old)}).`
          : `Nothing to do; more types are accepted.`
        : f.severity === 'breaking'
          ? `Accept values of type ${value(f.new)} (was ${value(f.old)}).`
          : `Nothing to do; fewer types are sent.`;
    case 'enum-value-removed':
      return request
        ? `Stop sending ${value(f.old)}.`
        : `Remove the handling of ${value(f.old)}; what it stood for now arrives as another value.`;
    case 'enum-value-added':
      return request
        ? `Nothing to do; ${value(f.new)} can now be sent.`
        : f.severity === 'breaking'
          ? `Handle ${value(f.new)} wherever you switch on this value.`
          : `Nothing to do if your switch has a default branch (the enum is extensible); handle ${value(f.new)} to use it.`;
    case 'enum-marked-extensible':
      return request
        ? `Nothing to do; the enum's type now also admits values this version does not know.`
        : `Add a default branch wherever you switch on this value: values not listed may now arrive (the type gains \`UnknownEnumValue\`).`;
    case 'enum-marked-closed':
      return `Nothing to do; only the listed values arrive now, so a default branch for unknown values is no longer needed.`;
    case 'enum-added':
      return request ? `Send only one of ${value(f.new)}.` : `Nothing to do; only ${value(f.new)} is sent.`;
    case 'enum-removed':
      return request
        ? `Nothing to do; any value is accepted.`
        : `Accept any value where only ${value(f.old)} came before.`;
    case 'constraint-narrowed':
    case 'pattern-changed':
    case 'format-changed':
    case 'additional-properties-disallowed':
    case 'all-of-member-added':
    case 'alternative-removed':
    case 'schema-disallowed':
      return f.severity === 'breaking'
        ? request
          ? `Check what you send against the new rule (${f.change}): values it refuses are rejected with a 400.`
          : `Accept values the new rule allows (${f.change}).`
        : `Nothing to do.`;
    case 'constraint-widened':
    case 'additional-properties-allowed':
    case 'all-of-member-removed':
    case 'alternative-added':
      return f.severity === 'breaking' ? `Accept values the wider rule allows (${f.change}).` : `Nothing to do.`;
    case 'problem-type-removed':
      return `Stop branching on ${value(f.old)}: it is no longer sent; see this release's notes for the type that replaces it.`;
    case 'problem-type-changed':
      return `Problems of this type now come with status ${value(f.new)} (was ${value(f.old)}).`;
    case 'problem-type-added':
      return `Nothing to do if you branch on problem types with a default; handle ${value(f.new)} to use it.`;
    case 'connection-limit-narrowed':
      return `Keep within the new limit (${f.change}: ${value(f.old)} → ${value(f.new)}), or the server closes the connection.`;
    case 'request-limit-narrowed':
      return `Keep within the new limit (${f.change}: ${value(f.old)} → ${value(f.new)}), or the server refuses the request.`;
    case 'connection-limit-widened':
    case 'request-limit-widened':
      return `Nothing to do; the limit is looser (${f.change}).`;
    case 'close-code-added':
      return `Nothing to do if you handle unknown close codes by their RFC 6455 meaning; handle ${value(f.new)} as the contract says to use it.`;
    case 'close-code-removed':
      return `Nothing to do; the server no longer closes with ${value(f.old)}.`;
    case 'close-code-changed':
      return `Follow the new advice on reconnecting (\`reconnect\`: ${value(f.old)} → ${value(f.new)}) where you handle this close code.`;
    case 'deprecated':
      return f.deprecation
        ? `Move to ${value(f.deprecation.replacedBy)} before ${f.deprecation.sunset}: from that day on this may be removed without a major release.`
        : `Move away from it: it may be removed in a later release.`;
    case 'removed-after-sunset':
      return f.deprecation
        ? `Use ${value(f.deprecation.replacedBy)}: this was deprecated on ${f.deprecation.deprecatedAt} and removed after its sunset (${f.deprecation.sunset}).`
        : `Use its replacement: it was removed after its sunset.`;
  }
}
