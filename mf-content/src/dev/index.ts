// Standalone development host: `npm run dev -w mf-content` serves this remote's pages alone.
import('./bootstrap');
