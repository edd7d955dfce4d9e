#!/usr/bin/env node
// The Playwright web server: a real SMTP sink for the e-mails the API sends (sign-up, reset and admin codes),
// a tiny HTTP endpoint where the tests read them, then the app itself (scripts/start.mjs) mailing to the sink.
//
//   SMTP  127.0.0.1:4311   accepts everything, keeps every message in memory
//   HTTP  127.0.0.1:4312   GET /messages?to=<email>  ->  [{ to, subject, text }], oldest first
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 4311);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 4312);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Headers (unfolded, lower-case names) and body of one MIME entity. */
function parseEntity(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  const headers = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: split < 0 ? '' : raw.slice(split + 4) };
}

function decode(body, encoding = '7bit') {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** Subject and plain text of a message (single part, or the text/plain part of a multipart one). */
function readMessage(raw) {
  const top = parseEntity(raw);
  const type = top.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  let text = '';
  if (boundary) {
    const parts = top.body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseEntity(part.replace(/^\r\n/, '')));
    const plain = parts.find((part) => (part.headers['content-type'] ?? '').startsWith('text/plain'));
    if (plain) text = decode(plain.body, plain.headers['content-transfer-encoding']);
  } else {
    text = decode(top.body, top.headers['content-transfer-encoding']);
  }
  return { subject: top.headers.subject ?? '', text: text.replace(/\r\n/g, '\n') };
}

const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const { subject, text } = readMessage(Buffer.concat(chunks).toString('utf8'));
      for (const recipient of session.envelope.rcptTo) {
        messages.push({ to: recipient.address.toLowerCase(), subject, text });
      }
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(SMTP_PORT, '127.0.0.1', resolve);
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(messages.filter((message) => !to || message.to === to)));
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: 'Not found' }));
});
await new Promise((resolve, reject) => {
  http.once('error', reject);
  http.listen(HTTP_PORT, '127.0.0.1', resolve);
});

process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
process.stdout.write(`Mail sink: SMTP on ${SMTP_PORT}, messages at http://127.0.0.1:${HTTP_PORT}/messages\n`);
await import(pathToFileURL(path.join(root, 'scripts/start.mjs')).href);
