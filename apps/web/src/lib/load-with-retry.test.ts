import { describe, expect, it } from 'vitest';
import { loadWithRetry } from './load-with-retry';

describe('loadWithRetry', () => {
  it('waits 1 s times the attempt number between tries and returns the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await loadWithRetry(
      async (attempt) => {
        calls += 1;
        if (attempt < 2) throw new Error('chunk failed');
        return 'loaded';
      },
      { retries: 3, baseDelayMs: 1000, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('loaded');
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after the first try and three retries with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = loadWithRetry(
      async (attempt) => {
        calls += 1;
        throw new Error(`attempt ${attempt}`);
      },
      { retries: 3, baseDelayMs: 1000, sleep: async (ms) => void waits.push(ms) },
    );
    await expect(failing).rejects.toThrow('attempt 3');
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 3000]);
  });
});

describe('loadWithRetry offline', () => {
  it('gives up after the first failure when giveUpWhen says so (the phone is offline)', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = loadWithRetry(
      async () => {
        calls += 1;
        throw new Error('offline');
      },
      { retries: 3, baseDelayMs: 1000, sleep: async (ms) => void waits.push(ms), giveUpWhen: () => true },
    );
    await expect(failing).rejects.toThrow('offline');
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });
});
