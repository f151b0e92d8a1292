import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` (a picker's search asks the server after a pause). */
export function useDebounced<T>(value: T, ms = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
