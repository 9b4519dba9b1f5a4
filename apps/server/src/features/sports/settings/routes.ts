import { staffCode } from '@hanpan/core/api/staff-codes';
import {
  staffSportsCatalogueRequestSchema,
  staffSportsFixtureRequestSchema,
  staffSportsFixtureSearchRequestSchema,
  staffSportsOverrideClearRequestSchema,
  staffSportsOverrideRequestSchema,
  staffSportsSettingsRequestSchema,
  staffSportsSettingsSaveRequestSchema,
  staffSportsText,
  staffSportsVisibilityRequestSchema,
} from '@hanpan/core/api/staff-sports';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../../staff/index.ts';
import type { SettingsOutcome, SportsSettingsService } from './service.ts';

const present = <T>(outcome: SettingsOutcome<T>) =>
  outcome.kind === 'ok' ? okReply(outcome.data) : codeReply(staffCode.refused, { message: outcome.message });

/** /api/staff/sports/*: odds settings, sport and league visibility, fixture overrides (permission sports.manage). */
export function registerStaffSportsRoutes(
  api: FastifyInstance,
  { sportsSettings }: { sportsSettings: SportsSettingsService },
): void {
  api.post('/sports/settings', async (request) => {
    requireStaff(request, 'sports.manage');
    parseBody(staffSportsSettingsRequestSchema, request.body, koreanIssueMessage);
    return okReply(await sportsSettings.getSettings());
  });

  api.post('/sports/settings/save', async (request) => {
    const staff = requireStaff(request, 'sports.manage');
    const { reason, ...settings } = parseBody(
      staffSportsSettingsSaveRequestSchema,
      request.body,
      koreanIssueMessage,
    );
    return okReply(await sportsSettings.saveSettings(actorOf(request, staff), settings, reason));
  });

  api.post('/sports/catalogue', async (request) => {
    requireStaff(request, 'sports.manage');
    parseBody(staffSportsCatalogueRequestSchema, request.body, koreanIssueMessage);
    return okReply(await sportsSettings.getCatalogue());
  });

  api.post('/sports/visibility', async (request) => {
    const staff = requireStaff(request, 'sports.manage');
    const body = parseBody(staffSportsVisibilityRequestSchema, request.body, koreanIssueMessage);
    return present(await sportsSettings.setVisibility(actorOf(request, staff), body));
  });

  api.post('/sports/fixtures', async (request) => {
    requireStaff(request, 'sports.manage');
    const body = parseBody(staffSportsFixtureSearchRequestSchema, request.body, koreanIssueMessage);
    return okReply(await sportsSettings.searchFixtures(body.query));
  });

  api.post('/sports/fixture', async (request) => {
    requireStaff(request, 'sports.manage');
    const body = parseBody(staffSportsFixtureRequestSchema, request.body, koreanIssueMessage);
    const fixture = await sportsSettings.getFixture(body.fixtureId);
    return fixture
      ? okReply(fixture)
      : codeReply(staffCode.refused, { message: staffSportsText.unknownFixture });
  });

  api.post('/sports/override', async (request) => {
    const staff = requireStaff(request, 'sports.manage');
    const body = parseBody(staffSportsOverrideRequestSchema, request.body, koreanIssueMessage);
    return present(await sportsSettings.setOverride(actorOf(request, staff), body));
  });

  api.post('/sports/override/clear', async (request) => {
    const staff = requireStaff(request, 'sports.manage');
    const body = parseBody(staffSportsOverrideClearRequestSchema, request.body, koreanIssueMessage);
    return present(await sportsSettings.clearOverride(actorOf(request, staff), body));
  });
}
