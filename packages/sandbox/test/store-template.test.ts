import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_TEMPLATE } from '../src/store/pglite.js';

describe('the store template, as a package carries it', () => {
  it('lists its empty directories beside it, which a tarball drops and every new store makes again (release:check opens one installed from a tarball)', () => {
    const listed = JSON.parse(readFileSync(`${STORE_TEMPLATE}.empty-directories.json`, 'utf8')) as string[];
    expect(listed).toEqual(expect.arrayContaining(['pg_tblspc', 'pg_notify', 'pg_twophase', 'pg_wal/archive_status']));
    for (const dir of listed) {
      expect(existsSync(join(STORE_TEMPLATE, dir)), dir).toBe(true);
      expect(readdirSync(join(STORE_TEMPLATE, dir)), dir).toEqual([]);
    }
  });

  it('holds the store’s database alone, without initdb’s template databases, so each new store copies half the bytes', () => {
    expect(readdirSync(join(STORE_TEMPLATE, 'base'))).toHaveLength(1);
  });
});
