import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for a browser vendor's push service on 127.0.0.1 (HTTPS with a throw-away certificate, as
 * web-push only speaks HTTPS). Each device the test makes holds its own P-256 key pair and auth secret, as a
 * browser does; the service decrypts every message with the device's keys (RFC 8291, aes128gcm), so a
 * message that was not really encrypted for that device fails to open.
 */

export interface FakeDevice {
  id: string;
  /** What PushSubscription.toJSON() gives the web app. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface Delivery {
  deviceId: string;
  payload: string;
  authorization: string;
  ttl: string | undefined;
}

export interface FakePushService {
  url: string;
  /** Trusts the service's certificate; hand it to the app under test. */
  agent: https.Agent;
  device(options?: { gone?: boolean }): FakeDevice;
  deliveries: Delivery[];
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: one record, the sender's public key in the header. */
export function decryptAes128gcm(body: Buffer, device: FakeDevice): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hmac(hmac(device.authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const devices = new Map<string, { device: FakeDevice; gone: boolean }>();
  const deliveries: Delivery[] = [];
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.split('/').pop() ?? '';
      const entry = devices.get(id);
      if (!entry || entry.gone) {
        response.writeHead(entry ? 410 : 404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        deliveries.push({
          deviceId: id,
          payload: decryptAes128gcm(Buffer.concat(chunks), entry.device),
          authorization: String(request.headers.authorization ?? ''),
          ttl: request.headers.ttl as string | undefined,
        });
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert });
  return {
    url,
    agent,
    deliveries,
    device(options = {}) {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: FakeDevice = {
        id,
        ecdh,
        authSecret,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
      };
      devices.set(id, { device, gone: options.gone ?? false });
      return device;
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
