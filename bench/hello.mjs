// The hello-world baseline: a bare Fastify answering JSON, measured in the same run as the API.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 4100), host: '127.0.0.1' });
