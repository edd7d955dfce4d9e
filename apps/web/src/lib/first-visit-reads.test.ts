import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, configureApiAuth } from './api-client';
import { askAgainThroughWorker, resetFirstVisitReads } from './first-visit-reads';

/**
 * A first visit: `apiFetch` notes the GETs it made while no service worker controlled the page, and
 * `askAgainThroughWorker` asks exactly those again once one does (decision 043). A real HTTP server on
 * 127.0.0.1 plays the API and records what it was asked, with or without the session.
 */
let server: Server;
const asked: string[] = [];
const realFetch = globalThis.fetch;
/** The server answers GET /api/v1/late only once this has resolved (`release`). */
let held: Promise<void> = Promise.resolve();
let release = () => {};
/** What `navigator.serviceWorker.controller` says: null until the worker takes the page. */
let controller: object | null = null;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    asked.push(`${req.method} ${req.url}${req.headers.authorization ? ' (session)' : ''}`);
    if (req.url === '/api/v1/late') await held;
    const status = req.url === '/api/v1/broken' ? 500 : 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { data: [] } : { message: 'Something went wrong.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    realFetch(new URL(String(input), origin), init),
  );
  vi.stubGlobal('navigator', {
    serviceWorker: {
      get controller() {
        return controller;
      },
    },
  });
  configureApiAuth({ getAccessToken: () => 'token-1', refreshSession: async () => false });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  configureApiAuth(null);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  resetFirstVisitReads();
  controller = null;
  asked.length = 0;
});

const askAgain = () => askAgainThroughWorker((read) => apiFetch(read.path, { auth: read.auth }));

describe('reads of a first visit, asked again through the worker', () => {
  it('asks again each GET answered before the worker took the page, once, with its session or without', async () => {
    await apiFetch('reports?limit=10', { auth: false });
    await apiFetch('reports?limit=10', { auth: false });
    await apiFetch('reports?myPosts=true');
    await apiFetch('reports', { method: 'POST', json: { a: 1 } });
    await apiFetch('broken', { auth: false }).catch(() => undefined);
    controller = {};
    await apiFetch('interventions', { auth: false });
    asked.length = 0;

    await askAgain();
    expect(asked.sort()).toEqual([
      'GET /api/v1/reports?limit=10',
      'GET /api/v1/reports?myPosts=true (session)',
    ]);
  });

  it('asks nothing a second time, and nothing when the page was controlled from the start', async () => {
    controller = {};
    await apiFetch('reports?limit=10', { auth: false });
    asked.length = 0;
    await askAgain();
    expect(asked).toEqual([]);

    // Another page, a first visit this time.
    resetFirstVisitReads();
    controller = null;
    await apiFetch('adminposts', { auth: false });
    controller = {};
    await askAgain();
    await askAgain();
    expect(asked).toEqual(['GET /api/v1/adminposts', 'GET /api/v1/adminposts']);
  });

  it('a read sent before the worker took the page and answered after is asked again at once', async () => {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Sent while no worker controls the page; the server answers it only after the worker has taken it.
    const late = apiFetch('late', { auth: false });
    await expect.poll(() => asked).toEqual(['GET /api/v1/late']);
    controller = {};
    await askAgain();
    held = Promise.resolve();
    release();
    await late;
    await expect.poll(() => asked).toEqual(['GET /api/v1/late', 'GET /api/v1/late']);
  });

  it('a read that fails when asked again is left; the others are still asked', async () => {
    await apiFetch('reports?limit=10', { auth: false });
    await apiFetch('adminposts', { auth: false });
    controller = {};
    asked.length = 0;
    let calls = 0;
    await askAgainThroughWorker(async (read) => {
      calls += 1;
      if (read.path === 'adminposts') throw new Error('offline');
      return apiFetch(read.path, { auth: read.auth });
    });
    expect(calls).toBe(2);
    expect(asked).toEqual(['GET /api/v1/reports?limit=10']);
  });
});
