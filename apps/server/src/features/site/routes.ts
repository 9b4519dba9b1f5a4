import type { FastifyInstance } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import type { SportsHomeLists } from '../sports/index.ts';
import { presentInitialData } from './present.ts';
import type { SitePublicPart, SiteService } from './service.ts';

const visitorPart = { isAgency: false, recommendCode: null };

/** GET /api/index2 (initial data) and GET /api/version (build id). */
export function registerSiteRoutes(api: FastifyInstance, { site }: { site: SiteService }): void {
  // A visitor's reply is the same for everyone: serialised and encoded once per (public part, sports lists).
  let visitorReply: { site: SitePublicPart; sports: SportsHomeLists; json: Buffer } | null = null;
  const visitorJson = (sitePart: SitePublicPart, sports: SportsHomeLists) => {
    if (visitorReply?.site !== sitePart || visitorReply.sports !== sports) {
      const json = Buffer.from(JSON.stringify(okReply(presentInitialData(sitePart, sports, visitorPart))));
      visitorReply = { site: sitePart, sports, json };
    }
    return visitorReply.json;
  };

  api.get('/index2', async (request, reply) => {
    const record = await site.getInitialData(request.member?.id ?? null);
    if (!request.member) {
      return reply.type('application/json; charset=utf-8').send(visitorJson(record.site, record.sports));
    }
    return okReply(presentInitialData(record.site, record.sports, record));
  });
  api.get('/version', async () => okReply({ buildId: await site.getBuildId() }));
}
