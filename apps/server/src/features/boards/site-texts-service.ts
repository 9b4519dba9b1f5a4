import { staffSiteTextsAuditAction, staffSiteTextsText } from '@hanpan/core/api/staff-site-texts';
import type { Db } from '../../lib/db/database.ts';
import { sanitizeBoardHtml } from '../../lib/html/sanitize-html.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import {
  findRulePageForUpdate,
  insertRulePage,
  listAllRulePages,
  type RulePageRecord,
  updateRulePage,
} from './rules-repository.ts';
import {
  findTickerLineForUpdate,
  insertTickerLine,
  listAllTickerLines,
  type TickerLineRecord,
  updateTickerLine,
} from './ticker-repository.ts';

/** A rules page as staff write it (text is HTML, sanitized here before it is stored). */
export type RulePageInput = {
  id: number | null;
  messageType: number;
  title: string;
  text: string;
  sortOrder: number;
  isVisible: boolean;
};

/** A ticker line as staff write it (ISO window times, null for open). */
export type TickerLineInput = {
  id: number | null;
  text: string;
  isVisible: boolean;
  startsAt: string | null;
  endsAt: string | null;
};

/** A staff change done, or refused with a Korean message. */
export type SiteTextOutcome<T> = { kind: 'ok'; item: T } | { kind: 'refused'; message: string };

const ruleSnapshot = (page: Omit<RulePageRecord, 'id' | 'updatedAt'>) => ({
  messageType: page.messageType,
  title: page.title,
  text: page.bodyHtml,
  sortOrder: page.sortOrder,
  isVisible: page.isVisible,
});

const tickerSnapshot = (line: Pick<TickerLineRecord, 'text' | 'isVisible' | 'startsAt' | 'endsAt'>) => ({
  text: line.text,
  isVisible: line.isVisible,
  startsAt: line.startsAt?.toISOString() ?? null,
  endsAt: line.endsAt?.toISOString() ?? null,
});

/** What the service needs: the database, and who to tell after a ticker change committed. */
export type SiteTextsDeps = { db: Db; onTickerChanged?: () => void };

/** The rules pages and the ticker lines: staff list and write them (every change audited). */
export function createSiteTextsService({ db, onTickerChanged = () => {} }: SiteTextsDeps) {
  return {
    /** Every rules page, hidden ones too. */
    listRules: () => listAllRulePages(db),

    /** Every ticker line, newest first. */
    listTicker: () => listAllTickerLines(db),

    /** Creates a rules page (id null) or changes one; the text is sanitized before it is stored. */
    saveRule(actor: StaffActor, input: RulePageInput): Promise<SiteTextOutcome<RulePageRecord>> {
      const fields = {
        messageType: input.messageType,
        title: input.title,
        bodyHtml: sanitizeBoardHtml(input.text),
        sortOrder: input.sortOrder,
        isVisible: input.isVisible,
      };
      return db.transaction().execute(async (trx): Promise<SiteTextOutcome<RulePageRecord>> => {
        const before = input.id === null ? null : await findRulePageForUpdate(trx, input.id);
        if (input.id !== null && !before) return { kind: 'refused', message: staffSiteTextsText.unknownRule };
        const id = before ? before.id : (await insertRulePage(trx, fields)).id;
        if (before) await updateRulePage(trx, id, fields);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: before ? staffSiteTextsAuditAction.ruleUpdate : staffSiteTextsAuditAction.ruleCreate,
          targetType: 'site_rule',
          targetId: id,
          before: before ? ruleSnapshot(before) : null,
          after: ruleSnapshot(fields),
          ip: actor.ip,
        });
        const page = await findRulePageForUpdate(trx, id);
        return page
          ? { kind: 'ok', item: page }
          : { kind: 'refused', message: staffSiteTextsText.unknownRule };
      });
    },

    /** Creates a ticker line (id null) or changes one. */
    async saveTickerLine(
      actor: StaffActor,
      input: TickerLineInput,
    ): Promise<SiteTextOutcome<TickerLineRecord>> {
      const fields = {
        text: input.text,
        isVisible: input.isVisible,
        startsAt: input.startsAt === null ? null : new Date(input.startsAt),
        endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      };
      const outcome = await db
        .transaction()
        .execute(async (trx): Promise<SiteTextOutcome<TickerLineRecord>> => {
          const before = input.id === null ? null : await findTickerLineForUpdate(trx, input.id);
          if (input.id !== null && !before)
            return { kind: 'refused', message: staffSiteTextsText.unknownLine };
          const id = before ? before.id : (await insertTickerLine(trx, fields)).id;
          if (before) await updateTickerLine(trx, id, fields);
          await recordStaffAction(trx, {
            staffId: actor.staffId,
            action: before ? staffSiteTextsAuditAction.tickerUpdate : staffSiteTextsAuditAction.tickerCreate,
            targetType: 'site_ticker',
            targetId: id,
            before: before ? tickerSnapshot(before) : null,
            after: tickerSnapshot(fields),
            ip: actor.ip,
          });
          const line = await findTickerLineForUpdate(trx, id);
          return line
            ? { kind: 'ok', item: line }
            : { kind: 'refused', message: staffSiteTextsText.unknownLine };
        });
      if (outcome.kind === 'ok') onTickerChanged();
      return outcome;
    },
  };
}

/** The rules and ticker staff story. */
export type SiteTextsService = ReturnType<typeof createSiteTextsService>;
