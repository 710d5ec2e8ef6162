import http from 'node:http';

export type Balancer = {
  url: string;
  /** Backends the balancer sends to: those whose /readyz answered 200 at the last look. */
  ready(): string[];
  close(): Promise<void>;
};

const READINESS_POLL_MS = 100;
const READINESS_TIMEOUT_MS = 500;

/**
 * A load balancer as in production, in miniature: round robin over the instances whose `/readyz` says ready
 * (each looked at every 100 ms), kept-alive connections to them, and a 502 when an instance drops a request it had
 * accepted (the load test counts that as a failure).
 */
export async function startBalancer(port: number, backends: string[]): Promise<Balancer> {
  const isReady = new Map(backends.map((backend) => [backend, true]));
  const agent = new http.Agent({ keepAlive: true });
  let isClosed = false;
  // Each instance is looked at on its own, so that one slow answer never holds up the view of the others; no
  // answer within the poll's timeout counts as not ready, as with a real balancer's health check.
  const poll = async (backend: string) => {
    while (!isClosed) {
      const ok = await fetch(`${backend}/readyz`, { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) }).then(
        (response) => response.ok,
        () => false,
      );
      isReady.set(backend, ok);
      await new Promise((resolve) => setTimeout(resolve, READINESS_POLL_MS));
    }
  };
  const polling = Promise.all(backends.map(poll));
  let turn = 0;
  const server = http.createServer((request, response) => {
    const candidates = backends.filter((backend) => isReady.get(backend));
    const backend = candidates[turn++ % Math.max(1, candidates.length)];
    if (!backend) {
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"message":"no instance is ready"}');
      return;
    }
    const target = new URL(backend);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"bad gateway"}');
    });
    request.pipe(upstream);
  });
  // A production balancer keeps an idle client connection for a minute or more (60 s on AWS's, 75 s in nginx), as
  // the instances behind it do (Fastify's 72 s). With Node's 5 s a visitor's pooled connection could be closed here
  // at the very moment the client reused it, on a machine too busy for the client's own 4 s timer to come first:
  // a call that failed before it reached the balancer (one in a CI run of the rolling restart).
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    ready: () => backends.filter((backend) => isReady.get(backend)),
    close: async () => {
      isClosed = true;
      await polling;
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
