/** The sports feature's public module: what other features (the home page) may use. */

export { LiveNow } from './components/live-now.tsx';
export { MarketCells } from './components/market-cells.tsx';
export { useFixtureRealtime } from './hooks/use-fixture-realtime.ts';
export { useSeedFixtures } from './hooks/use-seed-fixtures.ts';
