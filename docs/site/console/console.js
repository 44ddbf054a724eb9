/* global SwaggerUIBundle, document, location */
// The REST half of the docs' console: Swagger UI's try-it-out over the bundled specs of this site,
// pointed at the page's own origin (the sandbox serving the docs serves the API too: no CORS), with
// an answer panel of our own above Swagger UI's (the request id, and a problem's page).

const DEFINITIONS = {
  rest: { url: '../rest/openapi.json', base: '/v2' },
  control: { url: '../sandbox-control/sandbox-control.json', base: '' },
};
/** The demo secret works on a loopback sandbox only; elsewhere the reader brings their own. */
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'].includes(location.hostname);

/** The spec with its servers and token URL made this origin's (it names production's and the local sandbox's). */
function atThisOrigin(spec, base) {
  spec.servers = [{ url: `${location.origin}${base}`, description: 'This sandbox (the origin of this page)' }];
  for (const scheme of Object.values(spec.components?.securitySchemes ?? {})) {
    const flow = scheme.flows?.clientCredentials;
    if (flow) flow.tokenUrl = `${location.origin}/oauth2/token`;
  }
  return spec;
}

/** The client of createToken's example without a scope (every scope of the client): the demo tenant's. */
function demoClient(spec) {
  for (const item of Object.values(spec.paths ?? {}))
    for (const operation of Object.values(item)) {
      if (operation?.operationId !== 'createToken') continue;
      const examples = Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
        Object.values(media.examples ?? {}),
      );
      const all = examples.find((example) => example.value?.client_id && example.value.scope === undefined);
      if (all) return { clientId: all.value.client_id, clientSecret: all.value.client_secret };
    }
  return undefined;
}

/**
 * Swagger UI's client-credentials flow sends the client as HTTP Basic; the token endpoint of the spec
 * takes it in the form (`client_id`, `client_secret`): moved there, and an empty `scope` dropped
 * (no scope asks for every scope of the client).
 */
function clientInForm(request) {
  const basic = /^Basic (.+)$/.exec(request.headers?.Authorization ?? '')?.[1];
  if (basic === undefined || new URL(request.url, location.href).pathname !== '/oauth2/token') return request;
  const credentials = atob(basic);
  const colon = credentials.indexOf(':');
  const form = new URLSearchParams(request.body);
  form.set('client_id', credentials.slice(0, colon));
  form.set('client_secret', credentials.slice(colon + 1));
  if (form.get('scope') === '') form.delete('scope');
  request.body = form.toString();
  delete request.headers.Authorization;
  return request;
}

/** A problem's page on this site, from its `type` (`…/problems/<code>`), else the type URI itself. */
function problemPage(type) {
  const code = /\/problems\/([a-z0-9-]+)\/?$/.exec(type)?.[1];
  return code === undefined ? type : `../problems/${code}/`;
}

/** Wraps Swagger UI's live response with a summary: status, request id and, for a problem, its page. */
function AnswerPlugin() {
  return {
    wrapComponents: {
      // The spec's long description (errors, limits, pagination…) folded, so the operations come first.
      info: (Original, system) => (props) =>
        system.React.createElement(
          'details',
          { className: 'dap-info' },
          system.React.createElement('summary', null, 'About this API: its description, errors and limits'),
          system.React.createElement(Original, props),
        ),
      liveResponse: (Original, system) => (props) => {
        const h = system.React.createElement;
        const response = props.response;
        if (!response) return h(Original, props);
        const headers = response.get('headers')?.toJS?.() ?? {};
        const header = (name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
        let problem;
        if (/problem\+json/.test(header('content-type') ?? '')) {
          try {
            problem = JSON.parse(response.get('text'));
          } catch {
            problem = undefined;
          }
        }
        const rows = [
          h('dt', { key: 'st' }, 'Status'),
          h('dd', { key: 'sv', className: 'dap-status' }, String(response.get('status'))),
          h('dt', { key: 'rt' }, 'Request id'),
          h('dd', { key: 'rv' }, h('code', { className: 'dap-request-id' }, header('x-request-id') ?? '—')),
        ];
        if (problem?.type)
          rows.push(
            h('dt', { key: 'pt' }, 'Problem'),
            h(
              'dd',
              { key: 'pv' },
              h('a', { className: 'dap-problem', href: problemPage(problem.type) }, problem.title ?? problem.type),
              problem.detail ? ` — ${problem.detail}` : '',
            ),
          );
        return h('div', null, h('dl', { className: 'dap-answer' }, rows), h(Original, props));
      },
    },
  };
}

async function loadSpec(name) {
  const { url, base } = DEFINITIONS[name];
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return atThisOrigin(await response.json(), base);
}

async function main() {
  const rest = await loadSpec('rest');
  const demo = LOOPBACK ? demoClient(rest) : undefined;
  const ui = SwaggerUIBundle({
    spec: rest,
    dom_id: '#swagger-ui',
    presets: [SwaggerUIBundle.presets.apis],
    plugins: [AnswerPlugin],
    layout: 'BaseLayout',
    tryItOutEnabled: true,
    requestInterceptor: clientInForm,
    // Swagger UI's online validator badge would call validator.swagger.io: the page stays offline.
    validatorUrl: null,
    // The token stays in this page's memory, never in localStorage.
    persistAuthorization: false,
    displayRequestDuration: true,
    displayOperationId: true,
    defaultModelsExpandDepth: -1,
    docExpansion: 'list',
  });
  if (demo) {
    document.dispatchEvent(new CustomEvent('dap:demo-client', { detail: demo }));
    ui.initOAuth({ clientId: demo.clientId, clientSecret: demo.clientSecret });
    document
      .getElementById('credentials')
      .insertAdjacentHTML(
        'beforeend',
        ' On this loopback sandbox the Authorize dialog is filled with the demo tenant&#8217;s client, every scope.',
      );
  }
  document.getElementById('definition').addEventListener('change', async (event) => {
    ui.specActions.updateSpec(JSON.stringify(await loadSpec(event.target.value)));
  });
}

main().catch((error) => {
  document.getElementById('swagger-ui').textContent = `The console could not load: ${error.message}`;
});
