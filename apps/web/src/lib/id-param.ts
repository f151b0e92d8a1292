import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A record id kept in the URL (?list=12, ?value=34), so reload and back keep the screen; 0 when absent.
 * Setting 0 removes it.
 */
export function useIdParam(name: string): [number, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const id = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const setId = useCallback(
    (next: number) => setParams(next > 0 ? { [name]: String(next) } : {}, { replace: true }),
    [name, setParams],
  );
  return [id, setId];
}
