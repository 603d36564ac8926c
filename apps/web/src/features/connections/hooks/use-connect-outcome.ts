import type { TConnectOutcome } from '@kampa/contracts/connections/connection';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { parseConnectOutcome } from '@/features/connections/lib/connect-outcome';

export type ConnectOutcome = { outcome: TConnectOutcome; connectionId: string | null };

const readOutcome = (search: Record<string, unknown>): ConnectOutcome | null => {
  const outcome = parseConnectOutcome(search.google);
  if (!outcome) return null;
  const connectionId = typeof search.connection === 'string' ? search.connection : null;
  return { outcome, connectionId };
};

/**
 * What Google's consent ended in, read once from `?google=<outcome>&connection=<id>`; the
 * parameters are then dropped from the address (replacing the history entry), so a reload or a
 * shared link does not repeat the message.
 */
export const useConnectOutcome = () => {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState(() => readOutcome(search));
  const hasParams = 'google' in search || 'connection' in search;

  useEffect(() => {
    if (!hasParams) return;
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const { google: _google, connection: _connection, ...rest } = previous;
        return rest;
      },
      replace: true,
    } as Parameters<typeof navigate>[0]);
  }, [hasParams, navigate]);

  const dismiss = useCallback(() => setOutcome(null), []);
  return { outcome, dismiss };
};
