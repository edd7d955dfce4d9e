import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  call,
  createAuthTestApp,
  insertAccount,
  latestMailedCode,
  outboxFor,
  uniqueEmail,
} from '../../../test/auth-helpers.ts';
import { devOutbox } from '../../db/schema/index.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Headers (unfolded, lower-case names) and body of one MIME entity. */
function parseEntity(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

function decode(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

/** The text/plain and text/html parts of a multipart/alternative message, decoded. */
function alternativeParts(raw: string) {
  const top = parseEntity(raw);
  const type = top.headers['content-type'] ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  const parts = boundary
    ? top.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => parseEntity(p.replace(/^\r\n/, '')))
    : [];
  const find = (mime: string) => {
    const part = parts.find((p) => p.headers['content-type']?.startsWith(mime));
    return part && decode(part.body, part.headers['content-transfer-encoding']);
  };
  return { headers: top.headers, type, text: find('text/plain'), html: find('text/html') };
}

const received: Received[] = [];
let rejectRecipients = false;
let server: SMTPServer;
let t: AuthTestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejectRecipients) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.pipe(
        new Writable({
          write(chunk, _enc, next) {
            chunks.push(chunk);
            next();
          },
          final(done) {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('latin1'),
            });
            done();
            callback();
          },
        }),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createAuthTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const mailTo = (email: string) => received.filter((m) => m.to.includes(email)).at(-1);

describe('e-mail over real SMTP (SMTP_URL set)', () => {
  it('delivers the sign-up code as multipart/alternative with a plain and an HTML part', async () => {
    const email = uniqueEmail('smtp');
    const res = await call(t.app, 'POST', '/auth/register', {
      body: { email, username: 'Liza', password: 'dengue2024', confirmPassword: 'dengue2024' },
    });
    expect(res.status).toBe(201);
    const mail = mailTo(email);
    expect(mail, 'a message reached the SMTP server').toBeDefined();
    expect(mail!.from).toBe('no-reply@dengue-watch.local');
    const parsed = alternativeParts(mail!.raw);
    expect(parsed.type).toMatch(/^multipart\/alternative;/);
    expect(parsed.headers.subject).toBe('Your Dengue Watch QC verification code');
    expect(parsed.headers.to).toContain(email);
    expect(parsed.text).toBeDefined();
    expect(parsed.html).toBeDefined();
    const code = /^(\d{4})$/m.exec(parsed.text!)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(parsed.html).toContain(`>${code}</p>`);
    expect(parsed.text).toContain('Hello Liza,');

    // The code read from the wire verifies the account; nothing went to the dev outbox.
    const verified = await call(t.app, 'POST', '/auth/verify-otp', { body: { email, otp: code } });
    expect(verified.status).toBe(200);
    expect(await t.db.select().from(devOutbox)).toHaveLength(0);
  });

  it('delivers the password reset code, which yields a resetToken', async () => {
    const account = await insertAccount(t.db);
    expect(
      (await call(t.app, 'POST', '/auth/forgot-password', { body: { email: account.email } })).status,
    ).toBe(200);
    const parsed = alternativeParts(mailTo(account.email)!.raw);
    expect(parsed.headers.subject).toBe('Your Dengue Watch QC password reset code');
    const code = /^(\d{4})$/m.exec(parsed.text!)![1]!;
    const res = await call(t.app, 'POST', '/auth/verify-otp', {
      body: { email: account.email, otp: code, purpose: 'password-reset' },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.resetToken).toBe('string');
  });

  it('escapes the username in the HTML part', async () => {
    const email = uniqueEmail('xss');
    await call(t.app, 'POST', '/auth/register', {
      body: { email, username: '<b>Bad</b>', password: 'dengue2024', confirmPassword: 'dengue2024' },
    });
    const parsed = alternativeParts(mailTo(email)!.raw);
    expect(parsed.html).toContain('&lt;b&gt;Bad&lt;/b&gt;');
    expect(parsed.html).not.toContain('<b>Bad</b>');
  });

  it('when the server refuses the message: 503, and the person can sign up again at once', async () => {
    const email = uniqueEmail('bounce');
    const body = { email, username: 'Rico', password: 'dengue2024', confirmPassword: 'dengue2024' };
    rejectRecipients = true;
    try {
      const res = await call(t.app, 'POST', '/auth/register', { body });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/could not send the e-mail/);
    } finally {
      rejectRecipients = false;
    }
    expect((await call(t.app, 'POST', '/auth/register', { body })).status).toBe(201);
  });

  it('when a resend fails, the failed code does not start a cooldown', async () => {
    const account = await insertAccount(t.db, { status: 'unverified' });
    rejectRecipients = true;
    try {
      expect((await call(t.app, 'POST', '/auth/resend-otp', { body: { email: account.email } })).status).toBe(
        503,
      );
    } finally {
      rejectRecipients = false;
    }
    expect((await call(t.app, 'POST', '/auth/resend-otp', { body: { email: account.email } })).status).toBe(
      200,
    );
  });
});

describe('e-mail without SMTP_URL: the dev outbox', () => {
  let dev: AuthTestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, next) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        next();
      },
    });
    dev = await createAuthTestApp({}, { logger: { level: 'info', stream } });
  });
  afterAll(() => dev.close());

  it('stores each message (text and HTML) in dev_outbox and logs one line with the code', async () => {
    const email = uniqueEmail('outbox');
    const res = await call(dev.app, 'POST', '/auth/register', {
      body: { email, username: 'Ana', password: 'dengue2024', confirmPassword: 'dengue2024' },
    });
    expect(res.status).toBe(201);
    const rows = await outboxFor(dev.db, email);
    expect(rows).toHaveLength(1);
    const code = await latestMailedCode(dev.db, email);
    expect(rows[0]!.subject).toBe('Your Dengue Watch QC verification code');
    expect(rows[0]!.html).toContain(code);
    const logged = lines.filter((l) => (l.mail as { to?: string } | undefined)?.to === email);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.mail).toMatchObject({ code });
    // The line a person reads at the terminal names the address and the code, on one line.
    expect(logged[0]!.msg).toMatch(
      new RegExp(`^dev outbox: 'Your Dengue Watch QC verification code' for ${email}: code ${code}`),
    );
    expect(logged[0]!.msg).not.toContain('\n');
    expect(received.some((m) => m.to.includes(email))).toBe(false);
  });
});
