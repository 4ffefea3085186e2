#!/usr/bin/env node
// `npm run compose`: the operators' composition tool. Its code is server-kit/composition/cli.mjs, which the
// shell's image carries (it has no scripts/); this command only runs it.
import { main, failureMessage } from '../server-kit/composition/cli.mjs';

main(process.argv.slice(2)).catch((e) => {
  console.error(failureMessage(e));
  process.exit(1);
});
