/** The first lines of every generated file: where it comes from and how to regenerate it. */
export function banner(source: string, target: string): string {
  return [
    '// Generated from ' + source + ' by `pnpm generate` (dap-codegen ' + target + ').',
    '// Do not edit: change the spec or tools/codegen, then regenerate.',
    '',
  ].join('\n');
}
