import net from 'node:net';

/** Under CI the backing services (PostgreSQL, Redis) are always running, so a missing one fails a suite instead of skipping it. */
export const isCi = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';

/** Whether something accepts a TCP connection at the URL's host and port (`defaultPort` when the URL names none) within 500 ms. */
export const isTcpReachable = (serviceUrl: string, defaultPort: number) =>
  new Promise<boolean>((resolve) => {
    const url = new URL(serviceUrl);
    const socket = net.connect({ host: url.hostname, port: Number(url.port || defaultPort) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
