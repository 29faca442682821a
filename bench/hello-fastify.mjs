// The ceiling: a bare Fastify hello-world, measured in the same run as the portal.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 8282), host: '127.0.0.1' });
console.log('ready');
