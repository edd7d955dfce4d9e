import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { CSV_IMPORT_MESSAGES, REPORT_FORM_MESSAGES } from '@dengue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/auth-helpers.ts';
import {
  countCases,
  HEADER,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from './surveillance-test-kit.ts';

/**
 * A refused upload must reach the client over a real socket: `inject` hands the whole body over at once, so
 * it cannot show a server that answers 400 without reading the rest of a body larger than the socket buffers.
 */

let t: SurveillanceTestApp;
let port: number;
beforeAll(async () => {
  t = await startSurveillanceApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: { message?: string; errors?: string[] };
}

/**
 * A client that sends its whole body before it reads the answer (as many upload clients do), over a raw
 * socket in 64 KB writes that honour back-pressure. It settles once the answer is read, or once the server
 * closed the connection (`closed`, with whatever answer had arrived); it fails when neither happens in `ms`.
 * With `readEarly` it reads while sending and settles only when the server closes the connection.
 */
function post(
  path: string,
  payload: Buffer,
  headers: Record<string, string>,
  options: { ms?: number; declaredLength?: number; readEarly?: boolean; token?: string } = {},
): Promise<Answer & { closed: boolean }> {
  const ms = options.ms ?? 20_000;
  const head =
    `POST /api/v1${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
    `Authorization: Bearer ${options.token ?? t.adminToken}\r\nContent-Length: ${options.declaredLength ?? payload.length}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let sent = false;
    let done = false;
    const finish = (closed: boolean) => {
      const text = received.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split === -1) {
        if (closed) fail(`closed without an answer (body ${sent ? 'sent' : 'not sent'})`);
        return;
      }
      const length = Number(/content-length: (\d+)/i.exec(text.slice(0, split))?.[1] ?? Number.NaN);
      const body = received.subarray(Buffer.byteLength(text.slice(0, split + 4)));
      if (!closed && (options.readEarly || !(body.length >= length))) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(text.slice(9, 12)), body: JSON.parse(body.toString('utf8')), closed });
    };
    const fail = (why: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      reject(new Error(why));
    };
    const timer = setTimeout(
      () => fail(`no answer within ${ms} ms (body ${sent ? 'sent' : 'still sending'})`),
      ms,
    );
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    let offset = 0;
    const write = () => {
      while (offset < payload.length && !socket.destroyed) {
        const chunk = payload.subarray(offset, offset + 65_536);
        offset += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', write);
      }
      sent = true;
      // Only now does this client read: a server that stopped reading never lets it get here.
      read();
    };
    const read = () => {
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        finish(false);
      });
      socket.resume();
    };
    socket.on('connect', () => {
      if (options.readEarly) read();
      else socket.pause();
      socket.write(head);
      write();
    });
  });
}

const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

describe('a refused upload over a real socket', () => {
  it('answers 400 with its message to a 6 MB UTF-16 file without a BOM (NUL bytes)', async () => {
    const line = '2024-07-01,2024-06-30,Bagbag,Alive,QUEZON CITY\n';
    const text = `${HEADER}\n${line.repeat(Math.ceil((3 * 1024 * 1024) / line.length))}`;
    const { payload, headers } = multipartFile(
      'file',
      'export.csv',
      'text/csv',
      Buffer.from(text, 'utf16le'),
    );
    const answer = await post('/analytics/submit-csv-file', payload, headers);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(CSV_IMPORT_MESSAGES.invalidFile);
    expect(answer.body.errors).toEqual(['export.csv is not a text file.']);
    expect(await countCases(t.db)).toBe(0);
  });

  it('answers 400 to 8 MB of binary named .csv (an .xlsx renamed)', async () => {
    const binary = randomBytes(8 * 1024 * 1024);
    binary[10] = 0;
    const { payload, headers } = multipartFile('file', 'cases.csv', 'text/csv', binary);
    const answer = await post('/analytics/submit-csv-file', payload, headers);
    expect(answer).toMatchObject({ status: 400, body: { message: CSV_IMPORT_MESSAGES.invalidFile } });
  });

  it('answers 400 to a large file sent under another field name', async () => {
    const { payload, headers } = multipartFile(
      'document',
      'cases.csv',
      'text/csv',
      randomBytes(6 * 1024 * 1024),
    );
    const answer = await post('/analytics/submit-csv-file', payload, headers);
    expect(answer).toMatchObject({ status: 400, body: { message: CSV_IMPORT_MESSAGES.selectFile } });
  });

  it('closes the connection after answering a body declared far larger than any upload', async () => {
    const { payload, headers } = multipartFile('file', 'huge.csv', 'text/csv', randomBytes(4 * 1024 * 1024));
    const answer = await post('/analytics/submit-csv-file', payload, headers, {
      declaredLength: 400 * 1024 * 1024,
      readEarly: true,
    });
    expect(answer).toMatchObject({
      status: 413,
      body: { message: CSV_IMPORT_MESSAGES.tooLarge },
      closed: true,
    });
  });

  it('imports a UTF-16 export with a byte-order mark, on the same server', async () => {
    const text = `${HEADER}\n2024-07-01,2024-06-30,Bagbag,Alive,QUEZON CITY\n`;
    const { payload, headers } = multipartFile('file', 'export.csv', 'text/csv', utf16le(text));
    const answer = await post('/analytics/submit-csv-file', payload, headers);
    expect(answer.status).toBe(202);
  });
});

describe('a refused photo upload over a real socket', () => {
  it('answers a report with ten 1 MB photos (at most 4) with its message', async () => {
    const boundary = `----refusal-${randomBytes(6).toString('hex')}`;
    const photo = (i: number) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p${i}.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        randomBytes(1024 * 1024),
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      ...Array.from({ length: 10 }, (_, i) => photo(i)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const answer = await post(
      '/reports',
      payload,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      { token: t.userToken },
    );
    expect(answer).toMatchObject({ status: 400, body: { message: REPORT_FORM_MESSAGES.maxImages } });
  });
});
