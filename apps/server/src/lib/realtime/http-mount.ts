import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SockjsServer } from './sockjs-server.ts';

// Fastify's own default, which it applies only to servers it creates itself.
const keepAliveTimeoutMs = 72_000;

/**
 * A Fastify `serverFactory`: one HTTP server (one port) where requests under the SockJS prefix
 * go to the SockJS endpoint before Fastify sees them (so no Fastify hook, body parser or 404
 * touches /chat) and everything else goes to Fastify. Upgrades outside the prefix are refused.
 */
export function createRealtimeServerFactory(getSockjs: () => SockjsServer | null) {
  return (fastifyHandler: (request: IncomingMessage, response: ServerResponse) => void): Server => {
    const server = createServer((request, response) => {
      const sockjs = getSockjs();
      if (sockjs?.owns(request.url)) sockjs.handleRequest(request, response);
      else fastifyHandler(request, response);
    });
    server.keepAliveTimeout = keepAliveTimeoutMs;
    server.on('upgrade', (request, socket, head) => {
      const sockjs = getSockjs();
      if (sockjs?.owns(request.url)) sockjs.handleUpgrade(request, socket, head);
      else socket.destroy();
    });
    return server;
  };
}
