import type { FastifyInstance } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import { presentInitialData } from './present.ts';
import type { SiteService } from './service.ts';

/** GET /api/index2 (initial data) and GET /api/version (build id). */
export function registerSiteRoutes(api: FastifyInstance, { site }: { site: SiteService }): void {
  api.get('/index2', async (request) => {
    const record = await site.getInitialData(request.member?.id ?? null);
    return okReply(presentInitialData(record));
  });

  api.get('/version', async () => okReply({ buildId: await site.getBuildId() }));
}
