import pg from 'pg';
import { DATABASE_DOWN_MESSAGE, isDatabaseUnavailable } from '../lib/db-errors';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

const noRelease = () => {};

/**
 * A pool that, once a connection attempt has failed because the database is unreachable, lets one
 * attempt at a time find out whether it is back and refuses the other checkouts at once. Without
 * it every request of an outage opened its own connection (tens of milliseconds each for a
 * database refusing them, up to the connect timeout for one not answering), ten at a time, and the
 * rest queued behind them: at 50 signed-in requests a second their 503s came after 2–3 s.
 */
export class FailFastPool extends pg.Pool {
  #down = false;
  #probing = false;

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // One path: the promise form is the callback form (pg-pool's own query() uses the latter).
    if (callback === undefined) {
      return new Promise((resolve, reject) =>
        this.connect((error, client) => (error ? reject(error) : resolve(client as pg.PoolClient))),
      );
    }
    // An idle connection needs no new one, so the outage does not refuse it.
    const probe = this.#down && this.idleCount === 0;
    if (probe && this.#probing) {
      process.nextTick(() => callback(new Error(DATABASE_DOWN_MESSAGE), undefined, noRelease));
      return undefined;
    }
    if (probe) this.#probing = true;
    super.connect((error, client, done) => {
      if (probe) this.#probing = false;
      if (error === undefined || error === null) this.#down = false;
      else if (isDatabaseUnavailable(error)) this.#down = true;
      callback(error, client, done);
    });
    return undefined;
  }
}
