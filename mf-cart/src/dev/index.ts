// Standalone development host: `npm run dev -w mf-cart` serves this remote's pages alone.
import('./bootstrap');
