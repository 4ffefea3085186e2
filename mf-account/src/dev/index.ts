// Standalone development host: `npm run dev -w mf-account` serves this remote's pages alone.
import('./bootstrap');
