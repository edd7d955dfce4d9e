import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the outside services the recommendations use (tests only): an Open-Meteo forecast
 * and an OpenAI-compatible chat endpoint, each answering as the test's `mode` says.
 */
export type FakeMode = 'good' | 'slow' | 'malformed' | 'wrong-numbers' | 'error';

export interface FakeService {
  url: string;
  mode: FakeMode;
  /** What the chat fake answers in 'good' mode (the test fills it from the engine's facts). */
  content: string;
  delayMs: number;
  requests: number;
  close(): Promise<void>;
}

export const FORECAST = {
  current: {
    time: '2026-11-26T14:00',
    temperature_2m: 30.2,
    relative_humidity_2m: 81,
    apparent_temperature: 35.1,
    precipitation: 1.2,
    weather_code: 63,
    wind_speed_10m: 9.4,
    uv_index: 6.5,
  },
  daily: {
    time: Array.from({ length: 10 }, (_, i) => `2026-11-${String(19 + i).padStart(2, '0')}`),
    precipitation_sum: [10, 8, 12, 0, 5, 20, 7, 4, 6, 2],
    temperature_2m_max: [31, 31, 32, 32, 31, 30, 31, 31, 32, 31],
    temperature_2m_min: [25, 25, 24, 24, 25, 25, 25, 25, 24, 25],
    precipitation_probability_max: [80, 70, 90, 10, 50, 95, 60, 70, 65, 40],
  },
};

export async function startFake(kind: 'weather' | 'chat'): Promise<FakeService> {
  const fake = { mode: 'good' as FakeMode, content: '{}', delayMs: 0, requests: 0 };
  const server: Server = createServer((request, response) => {
    fake.requests += 1;
    request.resume();
    const send = () => {
      if (response.destroyed) return;
      if (fake.mode === 'error') return void response.writeHead(500).end('upstream trouble');
      if (fake.mode === 'malformed')
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
      const body =
        kind === 'weather'
          ? FORECAST
          : { choices: [{ message: { role: 'assistant', content: fake.content } }] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    setTimeout(send, fake.mode === 'slow' ? fake.delayMs : 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: kind === 'weather' ? `http://127.0.0.1:${port}/v1/forecast` : `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
