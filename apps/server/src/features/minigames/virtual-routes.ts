import { virtualGameRequestSchema } from '@hanpan/core/api/staff-virtual';
import type { FastifyInstance } from 'fastify';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import type { VirtualService } from './virtual-service.ts';

/** /api/virtual/league: a soccer or basketball league's table, public (no login). */
export function registerVirtualRoutes(api: FastifyInstance, { virtual }: { virtual: VirtualService }): void {
  api.post('/virtual/league', async (request) => {
    const body = parseBody(virtualGameRequestSchema, request.body, koreanIssueMessage);
    return virtual.league(body.gameType);
  });
}
