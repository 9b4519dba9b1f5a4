import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { queryClient } from './lib/query-client.ts';
import { setSessionGoneListener } from './lib/staff-client.ts';
import { meQueryKey, type StaffSession } from './lib/staff-session.ts';
import './styles/base.css';
import './styles/shell.css';
import './styles/parts.css';

// Code 99 from any call: forget every screen and show the login (the URL stays for after it).
setSessionGoneListener(() => {
  const wasIn = queryClient.getQueryData<StaffSession>(meQueryKey)?.status === 'in';
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'staff' });
  const session: StaffSession = { status: 'out', isExpired: wasIn };
  queryClient.setQueryData(meQueryKey, session);
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
