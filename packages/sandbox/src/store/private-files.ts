import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { StoreNotPrivate } from './errors.js';

/**
 * The embedded store's files are the user's alone: directories 0700, files 0600. The store holds the
 * token signing key (in a table, and in the write-ahead log that recorded it), and whoever reads it
 * can sign a token with any scope and any lifetime.
 *
 * How PGlite writes its files: Postgres, in WebAssembly, asks Emscripten's file system for each file
 * and directory with a mode, which Emscripten's own umask (022; Postgres's `umask(077)` is not run)
 * narrows, and NODEFS creates the file in the data directory and then sets that mode with `chmod`.
 * So the process's umask plays no part: relation files and WAL segments come out 0600 (the mode
 * Postgres asks for), the relation cache files (`pg_internal.init`, rewritten at every start) 0644,
 * and initdb's files, unpacked from memory, 0666 in 0755 directories. `PrivateNodeFS` takes the
 * group's and others' bits off every mode PGlite creates or sets, in that PGlite instance only (each
 * has its own Emscripten module): the host process's umask, when the sandbox runs inside someone
 * else's process (`startSandbox()` in a test run), is left as it is.
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The permission bits of the group and of others. */
const SHARED = 0o077;

/**
 * Creates `directory` 0700 (its parents as the umask makes them), or checks that the existing one
 * grants its group and others nothing: throws `StoreNotPrivate` when it does, before anything is
 * written in it.
 */
export function ensurePrivateDirectory(directory: string): void {
  mkdirSync(dirname(directory), { recursive: true });
  try {
    mkdirSync(directory, { mode: PRIVATE_DIRECTORY_MODE });
    // Exactly 0700: the umask only takes bits away, and may take the owner's.
    chmodSync(directory, PRIVATE_DIRECTORY_MODE);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stats = statSync(directory);
  if (!stats.isDirectory()) throw new Error(`The sandbox data directory ${directory} is not a directory.`);
  if ((stats.mode & SHARED) !== 0) throw new StoreNotPrivate(directory, stats.mode & 0o777);
}

/**
 * Makes `root` and everything under it private: directories 0700, files 0600 (symbolic links are
 * not followed). For a store an older sandbox wrote, or a copy of the template, inside a directory
 * that is already private: nobody else could reach the files, so nothing is refused.
 */
export function makePrivate(root: string): void {
  setMode(root, PRIVATE_DIRECTORY_MODE);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    else if (entry.isFile()) setMode(path, PRIVATE_FILE_MODE);
  }
}

function setMode(path: string, mode: number): void {
  if ((lstatSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
}

type ModeAttributes = { mode?: number | undefined };
/** The operations of Emscripten's NODEFS that give a file its mode (the rest leave modes alone). */
interface NodeFsModes {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attributes: ModeAttributes): void;
  };
  stream_ops: { setattr(stream: unknown, attributes: ModeAttributes): void };
}

/** PGlite's NodeFS, except that every mode PGlite creates a file or directory with, or sets, is private. */
export class PrivateNodeFS extends NodeFS {
  constructor(directory: string) {
    // NodeFS creates the directory when missing, with the umask's mode: made 0700 first.
    mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    super(directory);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [
      (mod: { NODEFS: unknown }) => keepModesPrivate(mod.NODEFS as NodeFsModes),
      ...(emscriptenOpts.preRun ?? []),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/** Wraps the instance's NODEFS operations so that the modes they pass on lose the group's and others' bits. */
function keepModesPrivate(nodefs: NodeFsModes): void {
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  if (
    typeof nodeOps?.mknod !== 'function' ||
    typeof nodeOps.setattr !== 'function' ||
    typeof streamOps?.setattr !== 'function'
  )
    throw new Error(
      "PGlite's NODEFS has changed (@electric-sql/pglite upgraded?): the sandbox cannot keep the store's files private.",
    );
  const { mknod, setattr } = nodeOps;
  const setStreamAttributes = streamOps.setattr;
  const narrowed = (attributes: ModeAttributes): ModeAttributes =>
    attributes.mode === undefined ? attributes : { ...attributes, mode: attributes.mode & ~SHARED };
  nodeOps.mknod = (parent, name, mode, dev) => mknod.call(nodeOps, parent, name, mode & ~SHARED, dev);
  nodeOps.setattr = (node, attributes) => setattr.call(nodeOps, node, narrowed(attributes));
  streamOps.setattr = (stream, attributes) => setStreamAttributes.call(streamOps, stream, narrowed(attributes));
}
