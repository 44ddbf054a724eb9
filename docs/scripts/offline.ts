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
