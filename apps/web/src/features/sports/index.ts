// The sports feature's public module: what other features (the home page) may use.
export { LiveNow } from './components/live-now.tsx';
