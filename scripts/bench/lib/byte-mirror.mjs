/**
 * The reference server of `npm run bench:api` (byte-reference.ts): plain node:http in its own process, with
 * no framework, database or routing beyond a map lookup, answering each recorded request with the very
 * bytes and headers the API answered it with. What it reaches is what this machine and autocannon can move
 * at that response size; a route near it is bound by its bytes, not by its code.
 *
 * node byte-mirror.mjs <recordings.json>: prints `listening <port>` once it listens on 127.0.0.1.
 * Recordings: { "<method> <path> <accept-encoding>": { status, headers, body (base64) } }.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const recordings = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  Object.entries(recordings).map(([key, { status, headers, body }]) => [
    key,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? ''}`);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
  res.end(answer.body);
});
// Fastify's default, as the API server keeps its connections: autocannon reuses them the same way.
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
