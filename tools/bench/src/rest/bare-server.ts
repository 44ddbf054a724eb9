/**
 * The practical ceiling for the REST benchmark: bare Fastify routes, in a process of their own,
 * answering the same paths with the same JSON the sandbox answered (the text is captured from the
 * sandbox at the start of the run and handed over by `listen`). No authentication, no validation,
 * no store: Fastify's routing, its JSON body parser on the POST, and the write.
 */
import Fastify from 'fastify';
import { serve } from '../harness/ipc.js';

const app = Fastify({ logger: false });
const bodies = { list: '{}', create: '{}' };
app.get('/v2/executions', (_request, reply) => {
  void reply.header('content-type', 'application/json; charset=utf-8').send(bodies.list);
});
app.post('/v2/transfer/crypto-withdrawals', (_request, reply) => {
  void reply.header('content-type', 'application/json; charset=utf-8').send(bodies.create);
});

serve(
  {
    async listen({ list, create }: { list: string; create: string }) {
      bodies.list = list;
      bodies.create = create;
      return { origin: await app.listen({ host: '127.0.0.1', port: 0 }) };
    },
  },
  () => app.close(),
);
process.send?.({ ready: { pid: process.pid } });
