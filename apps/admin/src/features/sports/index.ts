// The sports feature's public module: fixture statuses in Korean (the betting pages show them).

export { fixtureStatusText } from './fixture-status.ts';
