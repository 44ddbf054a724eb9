/** A ref_id already used (the unique constraint fired); the service answers with the existing resource. */
export class RefIdTaken extends Error {
  constructor(readonly refId: string) {
    super(`ref_id ${JSON.stringify(refId)} is taken`);
    this.name = 'RefIdTaken';
  }
}

/** Another process has the data directory open. */
export class StoreLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The sandbox data directory ${dataDir} is in use by process ${pid}.`);
    this.name = 'StoreLocked';
  }
}

/**
 * The data directory is open to other users (any permission for its group or for others): the store
 * in it holds the token signing key, which signs a token with any scope, so the sandbox does not
 * open it. `fix` is the command that closes it (`chmod -R go-rwx <dir>`).
 */
export class StoreNotPrivate extends Error {
  readonly fix: string;

  constructor(
    readonly dataDir: string,
    /** The directory's permission bits, such as 0o755. */
    readonly mode: number,
  ) {
    const fix = `chmod -R go-rwx ${shellQuoted(dataDir)}`;
    super(
      `The sandbox data directory ${dataDir} is open to other users (mode ${mode.toString(8).padStart(4, '0')}), and the store in it holds the token signing key. ` +
        `Make it private with \`${fix}\`, or delete it to start over with new keys if someone else may have read it.`,
    );
    this.name = 'StoreNotPrivate';
    this.fix = fix;
  }
}

/** `text` as one word of a POSIX shell command line. */
function shellQuoted(text: string): string {
  return /^[\w./@%+=:,-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
