import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlayPageData } from '../shared/api.ts';
import { ensureBrowserHash } from './browser-cookie.ts';
import type { SkyhubContext } from './context.ts';
import { SkyhubError } from './errors.ts';
import { sessionBodySchema } from './input.ts';
import { openSession } from './session-service.ts';

/** The id of the JSON script element the page reads its opened session from. */
export const playDataElementId = 'skyhub-play';

/**
 * Opens the session of GET /play?token&game while serving the page (the page would otherwise ask
 * for it in a second round trip after its scripts ran): the session or the refusal's Korean message.
 * Null when the address names no game to open (the page then shows its own message).
 */
export async function openPlaySession(
  ctx: SkyhubContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PlayPageData | null> {
  const parsed = sessionBodySchema.safeParse(request.query);
  if (!parsed.success) return null;
  try {
    const browserHash = ensureBrowserHash(request, reply);
    return { session: await openSession(ctx, { ...parsed.data, browserHash }) };
  } catch (error) {
    if (error instanceof SkyhubError) return { error: error.message };
    throw error;
  }
}

/** The page with its data in a JSON script element (inert under script-src 'self'; '<' escaped). */
export function withPlayData(html: string, data: PlayPageData | null): string {
  if (data === null) return html;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${playDataElementId}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : `${element}${html}`;
}
