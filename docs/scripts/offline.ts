/**
 * Finds what would make a page load something from the network: scripts, stylesheets, fonts,
 * images or frames with an absolute http(s) URL. Plain links (`<a href>`) are fine offline.
 */
const REMOTE_RESOURCE = [
  /<script\b[^>]*\bsrc\s*=\s*["']?(?:https?:)?\/\//gi,
  /<link\b[^>]*\bhref\s*=\s*["']?(?:https?:)?\/\//gi,
  /<(?:img|iframe|source)\b[^>]*\bsrc\s*=\s*["']?(?:https?:)?\/\//gi,
  /@import\s+(?:url\()?\s*["']?(?:https?:)?\/\//gi,
  /url\(\s*["']?(?:https?:)?\/\/[^)]*\.(?:woff2?|ttf|otf|eot)\b/gi,
];

export function remoteResources(html: string): string[] {
  return REMOTE_RESOURCE.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[0]));
}

const svg = (width: number, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="16" viewBox="0 0 ${width} 16"><text x="0" y="12" font-family="sans-serif" font-size="12" font-weight="600" fill="#0044D4">${text}</text></svg>`,
  )}`;

/**
 * Images Redoc's script itself puts on every page (the "API docs by Redocly" logo in the sidebar
 * footer), which no static check of the HTML sees: it only shows up as a request in a browser
 * (test/render.test.ts). Each is replaced by an inline SVG wordmark.
 */
export const SCRIPTED_REMOTE_IMAGES: Record<string, string> = {
  'https://cdn.redoc.ly/redoc/logo-mini-full.svg': svg(52, 'Redocly'),
  'https://cdn.redoc.ly/redoc/logo-mini.svg': svg(12, 'R'),
};

/** The page with the images Redoc's script would fetch inlined, and the URLs that were replaced. */
export function inlineScriptedImages(html: string): { html: string; replaced: string[] } {
  let result = html;
  const replaced: string[] = [];
  for (const [url, inline] of Object.entries(SCRIPTED_REMOTE_IMAGES)) {
    if (!result.includes(url)) continue;
    result = result.split(url).join(inline);
    replaced.push(url);
  }
  return { html: result, replaced };
}
