import type { FastifyInstance } from 'fastify';

type Jar = Map<string, Map<string, string>>;

function remember(jar: Jar, host: string, setCookie: string[] | string | undefined) {
  const cookies = jar.get(host) ?? new Map<string, string>();
  for (const line of [setCookie ?? []].flat()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
  jar.set(host, cookies);
}

const cookieHeader = (jar: Jar, host: string) =>
  [...(jar.get(host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');

/** The outcome the portal's callback lands on: the fragment of `/#…` as parameters. */
export type Landing = URLSearchParams;

/**
 * A browser for server tests: starts a provider sign-in at the portal (in-process, `inject`),
 * follows the redirects to the real test provider (HTTP), logs in as `login` on its development
 * login page and consents, and follows the redirect back to the portal's callback. Answers the
 * fragment the portal sends the browser to.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  options: { publicUrl: string; startPath: string; login: string },
): Promise<Landing> {
  const portal = new URL(options.publicUrl).host;
  const jar: Jar = new Map();
  let url = new URL(options.startPath, options.publicUrl);
  let form: { method: string; body?: string } = { method: 'GET' };
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.host === portal) {
      const response = await app.inject({
        method: form.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { cookie: cookieHeader(jar, portal) },
      });
      remember(jar, portal, response.headers['set-cookie']);
      const location = response.headers.location;
      if (response.statusCode !== 302 || typeof location !== 'string') {
        throw new Error(`portal answered ${response.statusCode}: ${response.body}`);
      }
      if (location.startsWith('/#')) return new URLSearchParams(location.slice(2));
      url = new URL(location, url);
      form = { method: 'GET' };
      continue;
    }
    const response = await fetch(url, {
      method: form.method,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(jar, url.host),
        ...(form.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form.body,
    });
    remember(jar, url.host, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      form = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`provider page without a form: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      fields.set('login', options.login);
      fields.set('password', 'any');
    }
    url = new URL(action.replaceAll('&amp;', '&'), url);
    form = { method: 'POST', body: fields.toString() };
  }
  throw new Error('too many redirects');
}
