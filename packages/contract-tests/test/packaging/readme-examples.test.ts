import { describe, expect, it } from 'vitest';
import { typescriptBlocks } from './readme-examples.js';

describe('typescriptBlocks', () => {
  it('takes the ```ts and ```typescript blocks with the line their code starts on, and leaves other blocks', () => {
    const markdown = [
      '# x',
      '```ts',
      'const a = 1;',
      '```',
      '```sh',
      'pnpm test',
      '```',
      '```typescript',
      'let b;',
      'b = 2;',
      '```',
    ].join('\n');
    expect(typescriptBlocks(markdown)).toEqual([
      { line: 3, code: 'const a = 1;' },
      { line: 9, code: 'let b;\nb = 2;' },
    ]);
  });

  it('refuses a block that is never closed', () => {
    expect(() => typescriptBlocks('```ts\nconst a = 1;\n')).toThrow(/Unclosed code block at line 1/);
  });
});
