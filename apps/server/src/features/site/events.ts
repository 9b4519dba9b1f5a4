import type { InvalidationBus } from '../../lib/cache/invalidation-bus.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';

/**
 * `/topic/site/changed`: something the initial data (GET /api/index2) shows changed (site settings,
 * boards, popups, recent deposits); pages may refetch /api/index2.
 */
export const siteChangedTopic = '/topic/site/changed';

/** The cached public part of the initial data's name on the invalidation bus. */
export const sitePublicDataCache = 'sitePublicData';

/** What changed, for logs and pages; every kind drops the whole cached public part. */
export type SiteChangeKind = 'settings' | 'boards' | 'deposits';

/** The payload of {@link siteChangedTopic}. */
export type SiteChangedMessage = { type: 'siteChanged'; kind: SiteChangeKind };

/**
 * Call after the transaction that changed what /api/index2 shows has committed: staff site or money
 * settings, board posts and popups, an approved deposit. Reaches every process (Redis fan-out).
 */
export type NotifySiteChanged = (kind: SiteChangeKind) => void;

/**
 * The notifier features call: every process drops its cached public part (the invalidation bus),
 * then pages hear {@link siteChangedTopic} on the real-time channel.
 */
export function createSiteChangeNotifier(
  realtime: Pick<RealtimePublisher, 'publish'>,
  caches: Pick<InvalidationBus, 'invalidate'>,
): NotifySiteChanged {
  return (kind) => {
    // First, so a page that refetches on the topic is answered from the new data.
    caches.invalidate(sitePublicDataCache);
    const message: SiteChangedMessage = { type: 'siteChanged', kind };
    realtime.publish(siteChangedTopic, message);
  };
}
