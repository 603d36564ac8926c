/**
 * The floor the API's throughput is compared with: a bare Fastify (the API's version, no plugins)
 * answering one small JSON route, in a process of its own as the API runs.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
