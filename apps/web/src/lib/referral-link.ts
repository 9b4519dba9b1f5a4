// The referral link a member shares: the site's address with ?ref=CODE; the join form reads it back.

const storageKey = 'hanpan.ref';

/** The full referral link of a summary's link path on this site. */
export function referralLinkOf(origin: string, linkPath: string): string {
  return `${origin}${linkPath}`;
}

/**
 * The referral code the visitor arrived with (`?ref=` of the address, kept for the rest of the visit
 * so moving around before joining does not lose it), or null.
 */
export function readArrivalReferralCode(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): string | null {
  const fromUrl = new URLSearchParams(search).get('ref')?.trim().slice(0, 16) ?? '';
  if (fromUrl !== '') {
    storage?.setItem(storageKey, fromUrl);
    return fromUrl;
  }
  return storage?.getItem(storageKey) ?? null;
}
