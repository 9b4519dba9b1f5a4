// The built-in casino provider's server side, for the operator's server (the only entry it may import).
export { skyhubGames } from '../shared/engine.ts';
export { registerSkyhubProvider, type SkyhubProvider } from './provider.ts';
