import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../lib/errors';
import { t } from '../lib/i18n';
import { ensureOwner } from '../modules/backoffice/public';

const USAGE = 'usage: npm run admin -- create-owner <mobile, e.g. 09121234567> [--name "Full Name"]';

/**
 * The back-office's operator commands. Today one: `create-owner` makes the first owner (or makes
 * an existing staff member an owner again), who then adds everyone else in the back-office. There is
 * no default password: the owner signs in with a code sent to that mobile, and may add a password.
 * Answers the exit code and what to print; running it twice changes nothing the second time.
 */
export async function runAdminCommand(database: Database, argv: string[]): Promise<{ code: number; out: string }> {
  const [command, mobile, ...rest] = argv;
  if (command !== 'create-owner' || !mobile || mobile.startsWith('--')) return { code: 2, out: USAGE };
  let name: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--name' && rest[i + 1] !== undefined) name = rest[++i];
    else if (rest[i].startsWith('--name=')) name = rest[i].slice('--name='.length);
    else return { code: 2, out: `unknown argument ${rest[i]}\n${USAGE}` };
  }
  try {
    const { outcome, staff } = await ensureOwner(database.db, mobile, name, Date.now());
    const who = `${staff.name} (${staff.mobile}, staff #${staff.id})`;
    const said = {
      created: `owner created: ${who}. Sign in at the back-office with a code sent to ${staff.mobile}.`,
      promoted: `${who} was already staff; now an active owner.`,
      unchanged: `${who} is already an active owner; nothing changed.`,
    };
    return { code: 0, out: said[outcome] };
  } catch (err) {
    // an invalid mobile or name: the api's own message, in English for an operator's terminal
    if (err instanceof AppError) return { code: 1, out: `not done: ${err.messages.map((m) => t(m.code, 'en', m.params)).join(' ')}\n${USAGE}` };
    throw err;
  }
}

if (require.main === module) {
  (async () => {
    const config = loadConfig();
    const database = await openDatabase(config);
    await migrateToLatest(database);
    const { code, out } = await runAdminCommand(database, process.argv.slice(2));
    await database.close();
    (code === 0 ? console.log : console.error)(out);
    process.exit(code);
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
