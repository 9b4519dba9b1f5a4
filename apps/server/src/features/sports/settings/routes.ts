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
import { actorOf, parseStaffBody, requireStaff } from '../../staff/index.ts';
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
    parseStaffBody(staffSportsSettingsRequestSchema, request.body);
    return okReply(await sportsSettings.getSettings());
  });

  api.post('/sports/settings/save', async (request) => {
    const staff = requireStaff(request, 'sports.manage');
    const { reason, ...settings } = parseStaffBody(staffSportsSettingsSaveRequestSchema, request.body);
    return okReply(await sportsSettings.saveSettings(actorOf(request, staff), settings, reason));
  });

  api.post('/sports/catalogue', async (request) => {
    requireStaff(request, 'sports.manage');
    parseStaffBody(staffSportsCatalogueRequestSchema, request.body);
    return okReply(await sportsSettings.getCatalogue());
  });

  api.post('/sports/visibility', async (request) => {
    const staff = requireStaff(request, 'sports.manage');
    const body = parseStaffBody(staffSportsVisibilityRequestSchema, request.body);
    return present(await sportsSettings.setVisibility(actorOf(request, staff), body));
  });

  api.post('/sports/fixtures', async (request) => {
    requireStaff(request, 'sports.manage');
    const body = parseStaffBody(staffSportsFixtureSearchRequestSchema, request.body);
    return okReply(await sportsSettings.searchFixtures(body.query));
  });

  api.post('/sports/fixture', async (request) => {
    requireStaff(request, 'sports.manage');
    const body = parseStaffBody(staffSportsFixtureRequestSchema, request.body);
    const fixture = await sportsSettings.getFixture(body.fixtureId);
    return fixture
      ? okReply(fixture)
      : codeReply(staffCode.refused, { message: staffSportsText.unknownFixture });
  });

  api.post('/sports/override', async (request) => {
    const staff = requireStaff(request, 'sports.manage');
    const body = parseStaffBody(staffSportsOverrideRequestSchema, request.body);
    return present(await sportsSettings.setOverride(actorOf(request, staff), body));
  });

  api.post('/sports/override/clear', async (request) => {
    const staff = requireStaff(request, 'sports.manage');
    const body = parseStaffBody(staffSportsOverrideClearRequestSchema, request.body);
    return present(await sportsSettings.clearOverride(actorOf(request, staff), body));
  });
}
