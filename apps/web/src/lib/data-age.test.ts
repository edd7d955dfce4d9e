import { afterEach, describe, expect, it } from 'vitest';
import { dataAge } from './data-age';

const answer = (date: string | null) => new Response('{}', { headers: date ? { date } : {} });
const NOW = Date.parse('2026-11-22T03:00:00Z');

describe('dataAge', () => {
  afterEach(() => dataAge.reset());

  it('ignores fresh answers and answers without a Date header', () => {
    dataAge.note(answer(new Date(NOW - 30_000).toUTCString()), NOW);
    dataAge.note(answer(null), NOW);
    expect(dataAge.savedAt()).toBeNull();
  });

  it('keeps the oldest saved answer and tells its listeners', () => {
    let calls = 0;
    const stop = dataAge.subscribe(() => calls++);
    dataAge.note(answer('Sat, 21 Nov 2026 10:00:00 GMT'), NOW);
    dataAge.note(answer('Sat, 21 Nov 2026 08:00:00 GMT'), NOW);
    dataAge.note(answer('Sat, 21 Nov 2026 09:00:00 GMT'), NOW);
    expect(dataAge.savedAt()).toBe(Date.parse('2026-11-21T08:00:00Z'));
    expect(calls).toBe(2);
    dataAge.reset();
    expect(dataAge.savedAt()).toBeNull();
    expect(calls).toBe(3);
    stop();
  });
});
