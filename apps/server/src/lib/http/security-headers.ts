import type { FastifyInstance } from 'fastify';

// Fit for the Vite build: own scripts only, inline styles (React style props), images from
// anywhere over https (staff board images), casino iframes. connect-src is the site's own origin:
// CSP Level 3 browsers match the same-origin ws:/wss: of /chat with 'self'.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Adds the security headers to every reply; API replies are also never cached. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook: no promise per reply for work that never waits.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
