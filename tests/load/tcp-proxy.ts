import net from 'node:net';

type TcpProxy = {
  port: number;
  /** The database "stops": open connections are dropped and new ones refused until `restore`. */
  cut(): Promise<void>;
  /** The database "freezes" (as under SIGSTOP): connections stay open and nothing more gets through either way. */
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy between the app and PostgreSQL that the load test can cut and restore. It simulates a database
 * outage on any machine, without stopping a server others may share.
 */
export async function startTcpProxy(listenPort: number, target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let isFrozen = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          // A reset on one side ends both; nothing to report, the app sees its connection drop.
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
        // After pipe(), which resumes its source.
        if (isFrozen) for (const socket of [client, upstream]) socket.pause();
      });
      next.once('error', reject);
      next.listen(listenPort, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  const freeze = () => {
    isFrozen = true;
    for (const socket of sockets) socket.pause();
  };

  const stop = () =>
    new Promise<void>((resolve) => {
      isFrozen = false;
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return { port: listenPort, cut: stop, freeze, restore: listen, close: stop } satisfies TcpProxy;
}
