// Debian's Chromium driven by playwright-core (a tool's own browser download fails on these machines).
import { type Browser, chromium } from 'playwright-core';

/** Where Debian installs Chromium. */
export const chromiumPath = '/usr/bin/chromium';

/** Flags for a headless run as root on a machine with no network beyond localhost. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** The desktop viewport of the scenarios. */
export const desktop = { width: 1440, height: 900 } as const;
/** The mobile viewport of the scenarios (below the spec's 787px breakpoint). */
export const mobile = { width: 375, height: 812 } as const;
/** A viewport of the scenarios. */
export type Viewport = { readonly width: number; readonly height: number };

/** Launches one headless Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
