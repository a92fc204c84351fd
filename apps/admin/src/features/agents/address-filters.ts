import { useSearchParams } from 'react-router';

/**
 * A list page's filters kept in the address (`?status=pending&page=2`), so a link or a reload shows
 * the same rows. Setting a filter goes back to page 1.
 */
export function useAddressFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined])) as Record<
    K,
    string | undefined
  >;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (key: K | 'page', value: string | number | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { values, page, set };
}

/** Only the filters that are set, as a list call's input. */
export function definedOnly<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<T>;
}
