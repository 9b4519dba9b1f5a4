// The member site's player protection (issue 27): what other features and the shell may use.
export { LimitsTab } from './components/limits-tab.tsx';
export { RestrictionsTab } from './components/restrictions-tab.tsx';
