/* global document, location */
// The WebSocket half of the docs' console: a token with the stream scope from this origin's token
// endpoint, a browser WebSocket to this origin offering it as a subprotocol (the sandbox's
// `browserToken` scheme), and the frames listed as they arrive. Every fact of the stream it uses
// (the scope, the path, the subprotocols, the first subscribe) is read from the AsyncAPI bundle.

const KEEP = 200; // frames kept on screen: an order book updates many times a second
let socket;
const counts = new Map();
const panel = {
  connect: document.getElementById('ws-connect'),
  send: document.getElementById('ws-send'),
  close: document.getElementById('ws-close'),
  status: document.getElementById('ws-status'),
  frames: document.getElementById('ws-frames'),
};

/** What the panel needs from the AsyncAPI document of this site. */
async function streamFacts() {
  const response = await fetch('../stream/asyncapi.json');
  if (!response.ok) throw new Error(`../stream/asyncapi.json: ${response.status}`);
  const spec = await response.json();
  const schemes = Object.values(spec.components.securitySchemes);
  const browser = schemes.find((scheme) => scheme['x-subprotocol'] !== undefined);
  const oauth2 = schemes.find((scheme) => scheme.type === 'oauth2');
  return {
    protocol: browser['x-subprotocol'],
    prefix: browser['x-token-subprotocol-prefix'],
    scope: oauth2.scopes[0],
    path: spec.servers.local.pathname,
    subscribe: spec.components.messages.subscribeRequest.examples[0].payload,
  };
}
const facts = streamFacts();
facts
  .then(({ subscribe }) => {
    panel.send.elements.frame.value = JSON.stringify(subscribe, null, 2);
    // Ready: the stream's facts are here and the forms are wired (a browser restoring the page from
    // history may show the old form values before that).
    panel.connect.dataset.ready = 'true';
  })
  .catch((error) => say(`The WebSocket panel could not load the AsyncAPI document: ${error.message}`));

// The demo client, once console.js has read it from the REST spec (loopback sandboxes only).
document.addEventListener('dap:demo-client', (event) => {
  const { clientId, clientSecret } = event.detail;
  if (!panel.connect.elements.client_id.value) panel.connect.elements.client_id.value = clientId;
  if (!panel.connect.elements.client_secret.value) panel.connect.elements.client_secret.value = clientSecret;
});

function say(text) {
  panel.status.textContent = text;
}

const base64url = (text) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function token(scope) {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: panel.connect.elements.client_id.value,
    client_secret: panel.connect.elements.client_secret.value,
    scope,
  });
  const response = await fetch('/oauth2/token', { method: 'POST', body: form });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`the token endpoint answered ${response.status} ${body.error ?? ''}`.trim());
  return body.access_token;
}

function show(text) {
  let frame;
  try {
    frame = JSON.parse(text);
  } catch {
    frame = undefined;
  }
  const kind = [frame?.channel, frame?.payload?.type ?? frame?.type].filter(Boolean).join(' · ') || 'frame';
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const item = document.createElement('li');
  item.dataset.kind = kind;
  const time = document.createElement('time');
  time.textContent = new Date().toISOString().slice(11, 23);
  const label = document.createElement('strong');
  label.textContent = kind;
  const body = document.createElement('code');
  body.textContent = text.length > 400 ? `${text.slice(0, 400)}…` : text;
  item.append(time, ' ', label, ' ', body);
  panel.frames.append(item);
  while (panel.frames.childElementCount > KEEP) panel.frames.firstElementChild.remove();
  say(`Connected. Received: ${[...counts].map(([name, count]) => `${name} ${count}`).join(', ')}.`);
}

function connected(open) {
  panel.connect.querySelector('button[type=submit]').disabled = open;
  panel.close.disabled = !open;
  panel.send.querySelector('button[type=submit]').disabled = !open;
}

panel.connect.addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    say('Reading the stream’s facts…');
    const { protocol, prefix, scope, path } = await facts;
    say('Getting a token…');
    const access = await token(scope);
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${scheme}//${location.host}${path}`, [protocol, `${prefix}${base64url(access)}`]);
    say('Connecting…');
    socket.addEventListener('open', () => {
      counts.clear();
      connected(true);
      say(`Connected (subprotocol ${socket.protocol}). Send a subscribe.`);
    });
    socket.addEventListener('message', (message) => show(String(message.data)));
    socket.addEventListener('close', (close) => {
      connected(false);
      say(`Closed: ${close.code}${close.reason ? ` ${close.reason}` : ''}.`);
    });
  } catch (error) {
    say(`Could not connect: ${error.message}.`);
  }
});

panel.send.addEventListener('submit', (event) => {
  event.preventDefault();
  socket?.send(panel.send.elements.frame.value);
});

panel.close.addEventListener('click', () => socket?.close(1000));

// Connect is disabled in the HTML until now: a form submitted before this script ran would go to the
// page itself as a GET, the client secret in its URL.
connected(false);
