// The inquiries feature's public module: the queue's query key (the shell's event stream refreshes it).

export { inquiriesListQueryKey } from './api/list-inquiries.ts';
