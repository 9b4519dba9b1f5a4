// The built-in casino provider's server side, for the operator's server (the only entry it may import).
export { type SkyhubGame, skyhubGames } from '../shared/engine.ts';
export { registerSkyhubProvider, type SkyhubOptions, type SkyhubProvider } from './provider.ts';
