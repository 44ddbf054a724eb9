import { problems, type ApiServer } from '@dap/server';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `GET /docs/problems/<code>`, the form the problem `type` URIs take, answers the page itself (200),
 * not the redirect to `/docs/problems/<code>/` the static files would give: a type URI resolves in
 * one request, for clients that do not follow redirects too. The page's links are relative to its
 * folder, so it carries a `<base>` naming that folder. Registered beside the static files, which
 * still serve `/docs/problems/<code>/` and `/docs/problems/index.html`.
 */
export function registerProblemPages(app: ApiServer, docsDir: string, docsPath: string): void {
  // Codes are kebab case (dap/problem-types), so `index.html` and the like go to the static files.
  app.get<{ Params: { code: string } }>(`${docsPath}problems/:code([a-z0-9][a-z0-9-]*)`, async (request, reply) => {
    const { code } = request.params;
    const html = await readFile(join(docsDir, 'problems', code, 'index.html'), 'utf8').catch(() => undefined);
    if (html === undefined)
      throw problems.notFound(`No problem type ${code} is documented: see ${docsPath}problems/ for the list.`);
    const base = `<base href="${docsPath}problems/${code}/">`;
    return reply
      .type('text/html; charset=utf-8')
      .send(html.includes('<head>') ? html.replace('<head>', `<head>\n  ${base}`) : base + html);
  });
}
