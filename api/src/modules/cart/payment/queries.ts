import type { DB } from '../../../db/database';

/** A transaction of the sandbox bank's book, as its page shows it. */
export async function sandboxTransaction(db: DB, authority: string) {
  const tx = await db.selectFrom('payment_sandbox_transactions').selectAll().where('authority', '=', authority).executeTakeFirst();
  return tx ? { authority, amount: Number(tx.amount), description: String(tx.description), status: String(tx.status), locale: String(tx.locale) } : null;
}
