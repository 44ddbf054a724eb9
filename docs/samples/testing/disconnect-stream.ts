import type { ReconnectedEvent } from '@dap/stream-client';
import { control, openStream, options } from './clients.js';

const stream = await openStream();
stream.on('reconnecting', ({ code, attempt }) =>
  console.log('connection closed with', code, '- reconnecting, attempt', attempt),
);
const reconnected = new Promise<ReconnectedEvent>((resolve) => stream.once('reconnected', resolve));

let events = 0;
for await (const { payload } of stream.subscribe([{ type: 'market_data.top_of_book', params: { market: 'BTCUSD' } }])) {
  console.log('top of book', payload.market, payload.timestamp);
  if (++events === 1) {
    // Close this client's connections with 1012 (service restart), as a deployment of the platform would.
    const { closed } = await control.disconnectStreams({ code: 1012, client_id: options.clientId });
    console.log('closed', closed, 'connection(s)');
    // The stream client reconnects by itself and subscribes again to what it had: the events go on.
    const { resubscribed } = await reconnected;
    if (!resubscribed.some((result) => result.success && result.channel.type === 'market_data.top_of_book')) {
      throw new Error(`not subscribed again: ${JSON.stringify(resubscribed)}`);
    }
    console.log('reconnected, subscribed again to', resubscribed.map((result) => result.channel.type).join(', '));
  } else {
    await stream.close();
    break;
  }
}
