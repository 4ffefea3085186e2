// The boot module of a server-rendered page (built alone, without the federation runtime: shell/webpack.config.js).
import { loadAfterPaint, readAfterPaintData } from './load-after-paint';
import { keepTaps } from './keep-taps';

keepTaps();
const data = readAfterPaintData();
if (data) loadAfterPaint(data.hints, data.scripts);
