import type DataLoader from 'dataloader';
import { batches } from '../store/batches.js';
import type { SqlClient } from '../store/sql.js';
import { transferRow } from './rows.js';
import type { BalanceChange, DebitOutcome, NewTransfer } from './store.js';

/**
 * **The debit rule**, how every withdrawal is recorded: its transfer is inserted and its total
 * taken from its balance in one statement, and only when the customer has not used its `ref_id`
 * (decided first, whatever the balance: `ref-id-taken`) and the balance, as last committed, covers
 * it (`insufficient-funds`, with the balance read then); otherwise nothing changes. A concurrent
 * debit of the same balance is waited for (its row lock), then the balance checked again, so none
 * is taken from a balance another has spent; the table's CHECK (amount >= 0) stays the last guard.
 *
 * The statement is `insert_debits(json)` (`migrations/0005_debit_rule.sql`): it records many
 * debits at once, each with the outcome it would have had alone, in an order that keeps two
 * statements (of several instances) from waiting for each other in a cycle. Outside a transaction,
 * debits go in batches (`batches`): a lone call at once, and what arrives while a batch is in the
 * database together in the next one (`DebitBatches`); inside one, a debit runs alone in it.
 */
export async function recordDebits(
  sql: SqlClient,
  debits: readonly Debit[],
): Promise<Array<DebitOutcome | typeof AGAIN>> {
  // A ref_id used twice in one batch: only the first use is sent; the others are refused when it
  // is recorded or refused for its ref_id (the ref_id is then taken), and go again in a later
  // batch when it is refused for too little money (the ref_id is then free).
  const outcomes: Array<DebitOutcome | typeof AGAIN> = new Array(debits.length);
  /** The index in `debits` of each item sent; its position is the item's `ord`. */
  const sent: number[] = [];
  /** The index of the first use of each ref_id (with its customer), and of each later use the first's. */
  const firstUse = new Map<string, number>();
  const repeats: Array<[index: number, first: number]> = [];
  const items = [];
  for (const [index, { row, change }] of debits.entries()) {
    const refId = row.transfer.ref_id === undefined ? undefined : `${row.customerId}\n${row.transfer.ref_id}`;
    const first = refId === undefined ? undefined : firstUse.get(refId);
    if (first !== undefined) {
      repeats.push([index, first]);
      continue;
    }
    if (refId !== undefined) firstUse.set(refId, index);
    items.push({ ord: sent.push(index) - 1, ...transferRow(row), asset: change.asset, amount: change.amount });
  }
  const rows = await sql.query<{ ord: number; outcome: DebitOutcome['outcome']; available: string | null }>(
    'SELECT ord, outcome, available FROM insert_debits($1::text::json)',
    [JSON.stringify(items)],
  );
  for (const { ord, outcome, available } of rows) {
    outcomes[sent[ord] as number] =
      outcome === 'insufficient-funds' ? { outcome, available: available ?? '0' } : { outcome };
  }
  for (const [index, first] of repeats) {
    outcomes[index] =
      (outcomes[first] as DebitOutcome).outcome === 'insufficient-funds' ? AGAIN : { outcome: 'ref-id-taken' };
  }
  return outcomes;
}

/** The debits of one database outside transactions, recorded in batches under the debit rule. */
export class DebitBatches {
  readonly #loader: DataLoader<Debit, DebitOutcome | typeof AGAIN>;

  constructor(sql: SqlClient) {
    this.#loader = batches((items) => recordDebits(sql, items), {
      // One batch in the database at a time: the next one gathers meanwhile. Batches of one
      // instance would wait for each other anyway whenever they debit a balance in common.
      slots: 1,
      maxBatchSize: DEBIT_BATCH_MAX,
    });
  }

  /** Records one debit in the next batch; one whose ref_id an earlier debit of its batch used goes again once that one is decided. */
  async record(row: NewTransfer, change: BalanceChange): Promise<DebitOutcome> {
    for (;;) {
      const outcome = await this.#loader.load({ row, change });
      if (outcome !== AGAIN) return outcome;
    }
  }
}

/** A debit waiting for its batch. */
export interface Debit {
  row: NewTransfer;
  change: BalanceChange;
}

/** A debit's outcome when it must go again in a later batch. */
export const AGAIN = Symbol('again');

/** Debits per statement at most (a JSON parameter of some 600 bytes each). */
const DEBIT_BATCH_MAX = 100;
