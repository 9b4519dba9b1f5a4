/** The member site's boards (notices, events, rules): what other features may use (the board list query). */
export { type BoardType, useBoardList } from './api/get-board-list.ts';
