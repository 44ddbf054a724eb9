import { isDeepStrictEqual } from 'node:util';
import type { Check, Newer, Subject, Violation } from '../report/model.js';
import { clip } from '../rest/http.js';
import { asSchema, type SpecDocument } from '../spec/document.js';
import { channelTitle, type ChannelPlan } from './channels.js';
import { checkServerFrame, type CheckedFrame } from './frames.js';
import { operationPointer, securityPointer, streamRules } from './rules.js';
import { StreamSocket, type Frame } from './socket.js';

export interface WsOptions {
  wsUrl: URL;
  /** A token with the scopes the document requires, or why there is none. */
  token: { value: string } | { refused: string };
  /** A token without those scopes (another operation's), for the 403 check. */
  foreignToken?: string;
  plans: readonly ChannelPlan[];
  /** How long to listen to the subscribed channels. */
  seconds: number;
  timeoutMs: number;
}

interface ChannelState {
  plan: ChannelPlan;
  subject: Subject;
  subscribed: boolean;
  frames: number;
  first?: unknown;
  violations: Violation[];
  /** What the frames have that is newer, each place once (a stream repeats it in every frame), by place. */
  newer: Map<string, Newer>;
}

const entryOf = (plan: ChannelPlan): Record<string, unknown> => ({
  type: plan.type,
  ...(plan.params ? { params: plan.params } : {}),
});
/** A channel entry's identity: its type and params (absent params and `{}` are the same). */
const sameChannel = (entry: Record<string, unknown>): string =>
  JSON.stringify([entry.type, Object.entries(asSchema(entry.params)).sort()]);

/**
 * The WebSocket: the handshake's answers without a token, with a malformed one and with one lacking
 * the scope; then, on a connection with the right token, a subscription per channel plan (each
 * acknowledgement must echo its request), every frame for `seconds` (each must be a valid server
 * message), `subscription_list`, a few requests the server must refuse (a duplicate subscription, a
 * frame that is not JSON, an unknown request type, an unknown channel type) and an unsubscription per plan.
 */
export async function verifyWs(asyncapi: SpecDocument, options: WsOptions): Promise<Subject[]> {
  const connection: Subject = {
    kind: 'channel',
    id: 'connection',
    title: `WebSocket ${options.wsUrl.href}`,
    checks: [],
  };
  const states: ChannelState[] = options.plans.map((plan) => ({
    plan,
    subject: { kind: 'channel', id: plan.type, title: channelTitle(plan), checks: [] },
    subscribed: false,
    frames: 0,
    violations: [],
    newer: new Map(),
  }));
  const subjects = [connection, ...states.map((s) => s.subject)];
  if ('refused' in options.token) {
    const reason = `no token with the WebSocket's scope: ${options.token.refused}`;
    for (const subject of subjects) subject.skipped = reason;
    return subjects;
  }
  const url = options.wsUrl.href;
  const security = securityPointer(asyncapi);
  const handshake = async (name: string, authorization: string | undefined, status: number): Promise<void> => {
    const result = await StreamSocket.open(url, authorization, options.timeoutMs);
    if (result.ok) await result.socket.close(options.timeoutMs);
    const got = result.ok ? 101 : result.status;
    const answered = result.ok
      ? '101 (accepted)'
      : got === undefined
        ? `with no HTTP status (${result.error})`
        : String(got);
    const violations: Violation[] =
      got === status
        ? []
        : [
            {
              part: 'protocol',
              pointer: '',
              schema: security,
              message: `the handshake was answered ${answered}, the spec says ${status}`,
            },
          ];
    connection.checks.push({
      name,
      request: `GET ${url} (upgrade)`,
      response: result.ok ? '101 Switching Protocols' : result.error,
      violations,
    });
  };
  await handshake('handshake without a token', undefined, 401);
  await handshake('handshake with a malformed token', 'Bearer not-a-token', 401);
  if (options.foreignToken !== undefined)
    await handshake('handshake with a token without the scope', `Bearer ${options.foreignToken}`, 403);

  const opened = await StreamSocket.open(url, `Bearer ${options.token.value}`, options.timeoutMs);
  connection.checks.push({
    name: 'handshake with the token',
    request: `GET ${url} (upgrade)`,
    response: opened.ok ? '101 Switching Protocols' : opened.error,
    violations: opened.ok
      ? []
      : [
          {
            part: 'protocol',
            pointer: '',
            schema: security,
            message: `a token with the required scope was refused: ${opened.error}`,
          },
        ],
  });
  if (!opened.ok) {
    for (const state of states) state.subject.skipped = `the handshake with the token failed: ${opened.error}`;
    return subjects;
  }
  const socket = opened.socket;
  const unexpected: Violation[] = [];

  /** Routes an event frame to its channel; anything else is handed back (a reply) or, if not wanted, is unexpected. */
  const route = (frame: Frame, checked: CheckedFrame): boolean => {
    const value = asSchema(checked.value);
    if (typeof value.channel !== 'string') return false;
    const market = asSchema(value.payload).market;
    const state = states.find(
      (s) =>
        s.subscribed &&
        s.plan.type === value.channel &&
        (s.plan.params?.market === undefined || s.plan.params.market === market),
    );
    if (!state) {
      const what = typeof market === 'string' ? `${value.channel} ${market}` : value.channel;
      unexpected.push({
        part: 'protocol',
        pointer: '/channel',
        schema: '#/operations',
        message: `an event for ${what}, which is not subscribed: ${clip(frame.text, 200)}`,
      });
      return true;
    }
    state.frames++;
    if (state.frames === 1) state.first = checked.value;
    for (const v of checked.violations)
      state.violations.push({ ...v, message: `${v.message} (frame ${state.frames}: ${clip(frame.text, 200)})` });
    for (const n of checked.newer) {
      const place = `${n.pointer}\u0000${n.schema}`;
      if (!state.newer.has(place))
        state.newer.set(place, {
          ...n,
          message: `${n.message} (first in frame ${state.frames}: ${clip(frame.text, 200)})`,
        });
    }
    return true;
  };

  /** The next frame that is not an event (a reply), until the timeout. */
  const reply = async (): Promise<{ frame: Frame; checked: CheckedFrame } | undefined> => {
    const deadline = Date.now() + options.timeoutMs;
    for (;;) {
      const frame = await socket.take(deadline);
      if (!frame) return undefined;
      const checked = checkServerFrame(asyncapi, frame.text);
      if (!route(frame, checked)) return { frame, checked };
    }
  };

  /** Sends `text` and checks the reply: valid, the `expected` message, and whatever `rules` add. */
  const ask = async (
    name: string,
    text: string,
    expected: string,
    rules: (value: Record<string, unknown>) => Violation[],
  ): Promise<Check> => {
    socket.send(text);
    const answer = await reply();
    const violations: Violation[] = [];
    if (!answer)
      violations.push({
        part: 'protocol',
        pointer: '',
        schema: operationPointer(asyncapi, expected),
        message: `no reply within ${options.timeoutMs} ms`,
      });
    else {
      violations.push(...answer.checked.violations);
      if (answer.checked.message !== expected)
        violations.push({
          part: 'protocol',
          pointer: '',
          schema: operationPointer(asyncapi, expected),
          message: `the reply is ${answer.checked.message ?? 'no known message'}, expected ${expected}`,
        });
      else if (answer.checked.violations.length === 0) violations.push(...rules(asSchema(answer.checked.value)));
    }
    return {
      name,
      request: clip(text, 300),
      response: answer ? clip(answer.frame.text, 300) : '(none)',
      violations,
      newer: answer?.checked.newer ?? [],
    };
  };

  const subscribeAt = operationPointer(asyncapi, 'subscribeResponse');
  const unsubscribeAt = operationPointer(asyncapi, 'unsubscribeResponse');
  const echoes =
    (plan: ChannelPlan, at: string, succeed: boolean) =>
    (value: Record<string, unknown>): Violation[] => {
      const channels = Array.isArray(value.channels) ? value.channels : [];
      if (channels.length !== 1)
        return [
          {
            part: 'protocol',
            pointer: '/channels',
            schema: at,
            message: `echoes ${channels.length} entries for the 1 requested`,
          },
        ];
      const entry = asSchema(channels[0]);
      const out: Violation[] = [];
      if (entry.type !== plan.type)
        out.push({
          part: 'protocol',
          pointer: '/channels/0/type',
          schema: at,
          message: `is ${JSON.stringify(entry.type)}, the request said ${JSON.stringify(plan.type)}`,
        });
      if (!isDeepStrictEqual(asSchema(entry.params), plan.params ?? {}))
        out.push({
          part: 'protocol',
          pointer: '/channels/0/params',
          schema: at,
          message: `is ${JSON.stringify(entry.params)}, the request said ${JSON.stringify(plan.params)}`,
        });
      if (succeed && entry.success !== true)
        out.push({
          part: 'protocol',
          pointer: '/channels/0/success',
          schema: at,
          message: `the deployment refused it (${String(entry.error)}); pick markets it has with --market`,
        });
      if (!succeed && entry.success !== false)
        out.push({
          part: 'protocol',
          pointer: '/channels/0/success',
          schema: at,
          message: 'is true for a request the server must refuse',
        });
      return out;
    };

  for (const state of states) {
    const text = JSON.stringify({ type: 'subscribe', channels: [entryOf(state.plan)] });
    state.subscribed = true;
    const check = await ask('acknowledgement', text, 'subscribeResponse', echoes(state.plan, subscribeAt, true));
    state.subject.checks.push(check);
    if (check.violations.length > 0) state.subscribed = false;
  }

  // Listen: every frame in the window is an event of a subscribed channel.
  const until = Date.now() + options.seconds * 1000;
  for (let frame = await socket.take(until); frame; frame = await socket.take(until)) {
    const checked = checkServerFrame(asyncapi, frame.text);
    if (!route(frame, checked))
      unexpected.push(...checked.violations, {
        part: 'protocol',
        pointer: '',
        schema: '#/operations',
        message: `a frame that is no event while nothing was asked: ${clip(frame.text, 200)}`,
      });
  }

  const subscribed = states.filter((s) => s.subscribed);
  const listAt = operationPointer(asyncapi, 'subscriptionListResponse');
  connection.checks.push(
    await ask(
      'subscription_list',
      JSON.stringify({ type: 'subscription_list' }),
      'subscriptionListResponse',
      (value) => {
        const listed = (Array.isArray(value.channels) ? value.channels : []).map((c) => sameChannel(asSchema(c)));
        return subscribed
          .filter((s) => !listed.includes(sameChannel(entryOf(s.plan))))
          .map((s): Violation => ({
            part: 'protocol',
            pointer: '/channels',
            schema: listAt,
            message: `does not list ${channelTitle(s.plan)}, subscribed on this connection`,
          }));
      },
    ),
  );

  const [firstSubscribed] = subscribed;
  if (firstSubscribed) {
    connection.checks.push(
      await ask(
        'duplicate subscription',
        JSON.stringify({ type: 'subscribe', channels: [entryOf(firstSubscribed.plan)] }),
        'subscribeResponse',
        echoes(firstSubscribed.plan, subscribeAt, false),
      ),
    );
  }
  connection.checks.push(await ask('a frame that is not JSON', '{"type":', 'error', () => []));
  connection.checks.push(
    await ask('an unknown request type', JSON.stringify({ type: 'no_such_request' }), 'error', () => []),
  );
  const unknown: ChannelPlan = { type: 'no_such_channel', message: '', messagePointer: '' };
  connection.checks.push(
    await ask(
      'an unknown channel type',
      JSON.stringify({ type: 'subscribe', channels: [entryOf(unknown)] }),
      'subscribeResponse',
      echoes(unknown, subscribeAt, false),
    ),
  );

  for (const state of subscribed) {
    state.subject.checks.push(
      await ask(
        'unsubscribe acknowledgement',
        JSON.stringify({ type: 'unsubscribe', channels: [entryOf(state.plan)] }),
        'unsubscribeResponse',
        echoes(state.plan, unsubscribeAt, true),
      ),
    );
  }
  await socket.close(options.timeoutMs);

  for (const state of subscribed) {
    // After the acknowledgement, before the unsubscription: the order things happened in.
    const frames: Check = {
      name: 'frames',
      request: `listened ${options.seconds} s`,
      response: `${state.frames} frames`,
      violations: state.violations,
      newer: [...state.newer.values()],
    };
    state.subject.checks.splice(1, 0, frames, ...streamRules(asyncapi, state.plan, state, options.seconds));
  }
  if (unexpected.length > 0)
    connection.checks.push({
      name: 'unexpected frames',
      request: '',
      response: `${unexpected.length} frames`,
      violations: unexpected,
    });
  return subjects;
}
