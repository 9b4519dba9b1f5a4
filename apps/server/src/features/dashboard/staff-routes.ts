import type { FastifyInstance } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import { requireStaff } from '../staff/index.ts';
import type { DashboardService } from './service.ts';

/** /api/staff/dashboard: the back office's first page (it takes no body). */
export function registerDashboardRoutes(
  api: FastifyInstance,
  { dashboard }: { dashboard: DashboardService },
): void {
  api.post('/dashboard', async (request) => {
    requireStaff(request, 'dashboard.view');
    return okReply(await dashboard.read());
  });
}
