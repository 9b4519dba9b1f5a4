import type { Realtime, RealtimePublisher } from '../../lib/realtime/realtime.ts';

/**
 * `/topic/site/changed`: something the initial data (GET /api/index2) shows changed (site settings,
 * boards, popups, recent deposits). Every process drops its cached public part when it sees one; pages
 * may refetch /api/index2.
 */
export const siteChangedTopic = '/topic/site/changed';

/** What changed, for logs and pages; every kind drops the whole cached public part. */
export type SiteChangeKind = 'settings' | 'boards' | 'deposits';

/** The payload of {@link siteChangedTopic}. */
export type SiteChangedMessage = { type: 'siteChanged'; kind: SiteChangeKind };

/**
 * Call after the transaction that changed what /api/index2 shows has committed: staff site or money
 * settings, board posts and popups, an approved deposit. Reaches every process (Redis fan-out).
 */
export type NotifySiteChanged = (kind: SiteChangeKind) => void;

/** The notifier features call; it publishes {@link siteChangedTopic} on the real-time channel. */
export function createSiteChangeNotifier(realtime: Pick<RealtimePublisher, 'publish'>): NotifySiteChanged {
  return (kind) => {
    const message: SiteChangedMessage = { type: 'siteChanged', kind };
    realtime.publish(siteChangedTopic, message);
  };
}

/** Calls `onChange` whenever any process published {@link siteChangedTopic}. */
export function onSiteChanged(realtime: Pick<Realtime, 'onTopicDelivered'>, onChange: () => void): void {
  realtime.onTopicDelivered(siteChangedTopic, onChange);
}
