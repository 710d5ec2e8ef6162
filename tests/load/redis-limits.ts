import { LOAD_METRICS_TOKEN } from './scenario.ts';

export type Session = { cookie: string; csrfToken: string };

/** A fresh visitor of the instance at `url`: its cookie and anti-forgery token, for writes of its own. */
export async function visitorSession(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/csrf-token`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

/** Whether the instance at `url` counts its rate limits in Redis (shared) rather than alone, by its metrics. */
export async function isCountingInRedis(url: string): Promise<boolean> {
  const text = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${LOAD_METRICS_TOKEN}` },
  }).then(
    (response) => response.text(),
    () => '',
  );
  return /^traitscope_rate_limit_shared 1$/m.test(text);
}
