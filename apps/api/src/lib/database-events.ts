import pg from 'pg';

/** One channel every API instance on the database listens on. */
export const INSTANCE_EVENTS_CHANNEL = 'kampa_instance_events';

/** What one instance tells the others: drop what you keep of this account (or its user row). */
export type InstanceEvent = { kind: 'account' | 'user'; uid: string };

const isInstanceEvent = (value: unknown): value is InstanceEvent =>
  typeof value === 'object' &&
  value !== null &&
  ((value as InstanceEvent).kind === 'account' || (value as InstanceEvent).kind === 'user') &&
  typeof (value as InstanceEvent).uid === 'string';

const RECONNECT_DELAY_MS = 1000;

/**
 * PostgreSQL LISTEN on a connection of its own (a pooled one cannot keep listening), and NOTIFY
 * through the pool (delivered when the sender's statement commits, to every listener, this
 * instance too). While the listening connection is lost nothing is heard, so after each reconnect
 * `onResumed` runs (the caller drops everything it keeps: what was missed cannot be known).
 */
export const startInstanceEvents = async (input: {
  pool: pg.Pool;
  onEvent: (event: InstanceEvent) => void;
  onResumed: () => void;
  onError?: (error: unknown) => void;
}) => {
  let client: pg.Client | null = null;
  let isStopped = false;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: input.pool.options.connectionString });
    next.on('notification', (message) => {
      if (message.channel !== INSTANCE_EVENTS_CHANNEL || !message.payload) return;
      try {
        const event: unknown = JSON.parse(message.payload);
        if (isInstanceEvent(event)) input.onEvent(event);
      } catch {
        // Not ours: ignored.
      }
    });
    const lost = (error?: unknown) => {
      if (client !== next || isStopped) return;
      client = null;
      if (error) input.onError?.(error);
      next.end().catch(() => undefined);
      timer = setTimeout(() => void resume(), RECONNECT_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${INSTANCE_EVENTS_CHANNEL}`);
    client = next;
  };

  const resume = async () => {
    timer = null;
    if (isStopped) return;
    try {
      await connect();
      input.onResumed();
    } catch (error) {
      input.onError?.(error);
      timer = setTimeout(() => void resume(), RECONNECT_DELAY_MS);
    }
  };

  await connect();
  return {
    /** Tells every instance (this one too); resolves once PostgreSQL has taken it. */
    publish: async (event: InstanceEvent): Promise<void> => {
      await input.pool.query('SELECT pg_notify($1, $2)', [
        INSTANCE_EVENTS_CHANNEL,
        JSON.stringify(event),
      ]);
    },
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
};
