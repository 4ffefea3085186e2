import { createRoot } from 'react-dom/client';
import { readComposition } from './federation/composition';
import { registerComposition } from './federation/remotes';
import { App } from './App';

async function start() {
  registerComposition(await readComposition());
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
