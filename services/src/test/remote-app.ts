// Test helper: a service running in another process, reached over HTTP, behind the one method of a
// Fastify app the test Agent uses (`inject`), so an Agent can browse it as it browses an app in the
// test's own process: `new Agent(remoteApp(baseUrl))`. Replies carry what an Agent reads of them
// (status, headers, body, json(), cookies); the request's address is the loopback one.
import type { FastifyInstance, InjectOptions } from 'fastify';

interface RemoteCookie {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
}

/** `sid=abc; Path=/; Max-Age=0; HttpOnly` → its name, value and lifetime. */
export function parseSetCookie(header: string): RemoteCookie {
  const [pair, ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  const cookie: RemoteCookie = { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim() };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    const name = key.trim().toLowerCase();
    if (name === 'max-age') cookie.maxAge = Number(value);
    if (name === 'expires') cookie.expires = new Date(value);
  }
  return cookie;
}

export function remoteApp(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const response = await fetch(`${baseUrl}${options.url as string}`, {
      method: options.method ?? 'GET',
      headers: options.headers as Record<string, string>,
      body: options.payload as string | undefined,
      redirect: 'manual',
    });
    const body = await response.text();
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) headers['set-cookie'] = setCookies;
    return {
      statusCode: response.status,
      headers,
      body,
      payload: body,
      json: () => JSON.parse(body) as unknown,
      cookies: setCookies.map(parseSetCookie),
    };
  };
  return { inject } as unknown as FastifyInstance;
}
