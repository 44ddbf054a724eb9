/** One HTTP request to the deployment and what came back, with a timeout (Prism never answers a malformed JSON body). */

export interface HttpRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
}

export type HttpResponse =
  | { ok: true; status: number; headers: Headers; text: string; json: unknown; isJson: boolean }
  | { ok: false; error: string };

export async function send(request: HttpRequest, timeoutMs: number): Promise<HttpResponse> {
  try {
    const res = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    const text = await res.text();
    let json: unknown;
    let isJson = false;
    try {
      json = JSON.parse(text);
      isJson = true;
    } catch {
      json = undefined;
    }
    return { ok: true, status: res.status, headers: res.headers, text, json, isJson };
  } catch (error) {
    const name = (error as Error).name;
    return {
      ok: false,
      error:
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${timeoutMs} ms`
          : `no answer: ${describe(error)}`,
    };
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** `GET /v2/executions?limit=7` (the URL's path and query), for people. */
export function describeRequest(request: HttpRequest): string {
  const body = request.body === undefined ? '' : ` ${request.headers['content-type'] ?? ''} ${clip(request.body, 300)}`;
  return `${request.method} ${request.url.pathname}${request.url.search}${body}`;
}

/** `200 application/json {"items":…}`, for people. */
export function describeResponse(response: HttpResponse): string {
  if (!response.ok) return response.error;
  return `${response.status} ${response.headers.get('content-type') ?? '(no content type)'} ${clip(response.text, 300)}`.trimEnd();
}

export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}… (${text.length} characters)` : flat;
}
