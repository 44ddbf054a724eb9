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
