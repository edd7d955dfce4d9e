import { afterEach, describe, expect, it } from 'vitest';
import { dataAge } from './data-age';

/** An API answer from `url` carrying the server's Date header (the worker keeps the original one). */
function answer(url: string, date: string | null): Response {
  const response = new Response('{}', { headers: date ? { date } : {} });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}
const NOW = Date.parse('2026-11-22T03:00:00Z');
const FEED = 'http://localhost/api/v1/reports?page=1';
const NEWS = 'http://localhost/api/v1/adminposts?category=news';
const TIPS = 'http://localhost/api/v1/adminposts?category=tip';

describe('dataAge', () => {
  afterEach(() => dataAge.reset());

  it('ignores fresh answers and answers without a Date header', () => {
    dataAge.note(answer(FEED, new Date(NOW - 30_000).toUTCString()), NOW);
    dataAge.note(answer(NEWS, null), NOW);
    expect(dataAge.savedAt()).toBeNull();
  });

  it('keeps the oldest saved answer and tells its listeners', () => {
    let calls = 0;
    const stop = dataAge.subscribe(() => calls++);
    dataAge.note(answer(FEED, 'Sat, 21 Nov 2026 10:00:00 GMT'), NOW);
    dataAge.note(answer(NEWS, 'Sat, 21 Nov 2026 08:00:00 GMT'), NOW);
    dataAge.note(answer(TIPS, 'Sat, 21 Nov 2026 09:00:00 GMT'), NOW);
    expect(dataAge.savedAt()).toBe(Date.parse('2026-11-21T08:00:00Z'));
    expect(calls).toBe(2);
    dataAge.reset();
    expect(dataAge.savedAt()).toBeNull();
    expect(calls).toBe(3);
    stop();
  });

  it('forgets a saved answer once the same address answers fresh (the server is back)', () => {
    dataAge.note(answer(FEED, 'Sat, 21 Nov 2026 10:00:00 GMT'), NOW);
    dataAge.note(answer(NEWS, 'Sat, 21 Nov 2026 08:00:00 GMT'), NOW);
    dataAge.note(answer(NEWS, new Date(NOW - 5_000).toUTCString()), NOW);
    expect(dataAge.savedAt()).toBe(Date.parse('2026-11-21T10:00:00Z'));
    dataAge.note(answer(FEED, new Date(NOW).toUTCString()), NOW);
    expect(dataAge.savedAt()).toBeNull();
  });
});
