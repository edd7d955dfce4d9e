import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { devOutbox } from '../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A one-time code in the message: the dev outbox logs it so a person trying the app can finish sign-up. */
  code?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox';
  send(message: MailMessage): Promise<void>;
}

/** Real SMTP when SMTP_URL is set; otherwise the dev outbox (a table plus one log line). */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** The dev outbox also writes each message as a text file here, where a person can read it. */
  outboxDir?: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
    };
  }
  return {
    kind: 'dev-outbox',
    async send(message) {
      await options.db.insert(devOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      let file: string | undefined;
      if (options.outboxDir) {
        await mkdir(options.outboxDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^a-z0-9@.-]/gi, '_')}.txt`;
        file = path.join(options.outboxDir, name);
        await writeFile(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`);
      }
      // One plain line a person can read at the terminal; the same facts as fields (under `mail`, which the
      // terminal's pretty printer leaves out) for log collectors.
      const code = message.code ? `: code ${message.code}` : '';
      options.log.info(
        {
          mail: {
            to: message.to,
            subject: message.subject,
            file,
            ...(message.code ? { code: message.code } : {}),
          },
        },
        `dev outbox: '${message.subject}' for ${message.to}${code}${file ? ` (saved as ${file})` : ''}`,
      );
    },
  };
}

/** Text and HTML parts of our short transactional e-mails, escaped once here. */
export function composeMail(paragraphs: string[], highlight?: string): { text: string; html: string } {
  const escapeHtml = (s: string) =>
    s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  const text = [...paragraphs, ...(highlight ? ['', highlight] : []), '', '— Dengue Watch QC'].join('\n');
  const html = [
    '<div style="font-family:Arial,sans-serif;font-size:15px;color:#1a202c;max-width:480px">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    highlight
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:8px;margin:24px 0">${escapeHtml(highlight)}</p>`
      : '',
    '<p style="color:#718096;font-size:13px">— Dengue Watch QC, Quezon City</p>',
    '</div>',
  ].join('');
  return { text, html };
}
