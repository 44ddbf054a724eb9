/** A root script whose capability has not landed yet: say so and fail, rather than pretend. */
const [command = 'this command', what = 'it'] = process.argv.slice(2);
console.error(`pnpm ${command}: not yet available (${what}).`);
process.exit(1);
