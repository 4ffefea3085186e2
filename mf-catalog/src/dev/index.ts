// Standalone development host: `npm run dev -w mf-catalog` serves this remote's pages alone.
import('./bootstrap');
