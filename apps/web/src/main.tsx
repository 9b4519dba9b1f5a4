// App-wide element rules first: every feature's styles build on them.
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { router } from './app/router.tsx';
import { setNavigator } from './lib/navigation.ts';
import { reloadOnStaleBuild } from './lib/stale-build-reload.ts';

setNavigator((to) => void router.navigate(to));
reloadOnStaleBuild();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
