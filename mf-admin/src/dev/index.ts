// Standalone development host: `npm run dev -w mf-admin` serves the back-office alone.
import('./bootstrap');
