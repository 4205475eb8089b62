// A bare Fastify hello-world: the ceiling any route of ours is compared with.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/product.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const Fastify = require('fastify');
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.send?.('ready');
