/**
 * Writes a spec's `info.version` in its hand-written YAML source. A line edit, not a YAML round trip:
 * the sources keep their comments, quoting and line breaks exactly as the people who wrote them left them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';

export async function setSpecVersion(file: string, version: string): Promise<void> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const info = lines.findIndex((line) => /^info:\s*(#.*)?$/.test(line));
  let done = false;
  for (let i = info + 1; info >= 0 && i < lines.length && !done; i++) {
    const line = lines[i]!;
    if (/^\S/.test(line)) break; // the next top-level key: info has no version of its own
    const match = /^(\s+version:\s*)(\S.*?)(\s+#.*)?$/.exec(line);
    if (match && line.indexOf('version:') === line.search(/\S/) && /^ {2}\S/.test(line)) {
      lines[i] = `${match[1]}${version}${match[3] ?? ''}`;
      done = true;
    }
  }
  if (!done) throw new Error(`${file}: no info.version line to update.`);
  const text = lines.join('\n');
  const written = (parse(text) as { info?: { version?: unknown } }).info?.version;
  if (String(written) !== version)
    throw new Error(`${file}: info.version reads ${String(written)} after the update, not ${version}.`);
  await writeFile(file, text);
}
