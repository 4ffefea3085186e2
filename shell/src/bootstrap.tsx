import { createRoot } from 'react-dom/client';
import { readComposition } from './federation/composition';
import { registerComposition } from './federation/remotes';
import { App } from './App';
import { providedSharedModules } from './federation/provide-shared';

// referenced so that webpack provides them (see provide-shared.ts); nothing is loaded here
void providedSharedModules;

async function start() {
  registerComposition(await readComposition());
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
