import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { barangaySpikeFile } from '../fixtures/line-list';

/** The pattern label of each barangay, as the public map's endpoint answers it. */
export async function patternsNow(request: APIRequestContext): Promise<Map<string, string>> {
  const res = await request.get('/api/v1/barangays/get-all-barangays-for-user');
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as {
    data: { name: string; status_and_recommendation: { pattern_based: { status: string } } }[];
  };
  return new Map(body.data.map((b) => [b.name, b.status_and_recommendation.pattern_based.status]));
}

/** An admin's bearer header, from a login through the API. */
export async function adminHeaders(api: APIRequestContext, email: string, password: string) {
  const login = await api.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/**
 * Imports a line list that makes `barangay` a spike in the newest complete week, through the API as the
 * admin (POST analytics/submit-csv-file), and waits for the job to finish. For specs whose subject is
 * what a spike leads to, not the import screen.
 */
export async function importSpike(
  baseURL: string,
  admin: { email: string; password: string },
  barangay: string,
) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const headers = await adminHeaders(api, admin.email, admin.password);
    const file = barangaySpikeFile(barangay, 0);
    const submitted = await api.post('/api/v1/analytics/submit-csv-file', {
      headers,
      multipart: { file: { name: file.fileName, mimeType: 'text/csv', buffer: Buffer.from(file.csv) } },
    });
    expect(submitted.status(), await submitted.text()).toBe(202);
    const { data } = (await submitted.json()) as { data: { importId: string } };
    await expect
      .poll(
        async () => {
          const res = await api.get(`/api/v1/analytics/imports/${data.importId}`, { headers });
          return ((await res.json()) as { data: { status: string } }).data.status;
        },
        { timeout: 60_000, message: `the import of ${file.fileName}` },
      )
      .toBe('done');
  } finally {
    await api.dispose();
  }
}
