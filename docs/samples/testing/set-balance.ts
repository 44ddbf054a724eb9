import { PermissionDeniedError } from '@dap/client';
import { control, withdraw } from './clients.js';

const profile = '4b7634ca-e099-47a3-ade4-69c67951ce39'; // the demo's second profile

// Empty the profile's USDC: a withdrawal is refused as insufficient-funds.
await control.setBalance(profile, 'USDC', { available: '0' });
const refused = await withdraw('5000.00', profile).catch((error: unknown) => error);
if (!(refused instanceof PermissionDeniedError && refused.isProblem('insufficient-funds')))
  throw new Error(`expected insufficient-funds, got ${String(refused)}`);
console.log('with 0 USDC:', refused.problemType, refused.status);

// Fund it: the same withdrawal goes through.
const funded = await control.setBalance(profile, 'USDC', { available: '10000.00' });
console.log('USDC available', funded.available, 'held', funded.held);
const withdrawal = await withdraw('5000.00', profile);
console.log('withdrawal', withdrawal.id, withdrawal.status);
