// A call to the service as the context's session makes it (its cookie and its CSRF token), for a
// journey's set-up; a refusal fails the journey with the service's answer.
import { expect, type APIRequestContext } from '@playwright/test';

export async function postAs<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const { csrfToken } = (await (await request.get('/api/session')).json()) as { csrfToken: string };
  const response = await request.post(url, { data, headers: { 'x-csrf-token': csrfToken } });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
