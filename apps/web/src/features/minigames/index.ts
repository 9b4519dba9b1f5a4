/** The member site's mini-games (virtual games included): what other features may use (the bet table of the history). */
export { MinigameBetTable } from './components/minigame-bet-table.tsx';
