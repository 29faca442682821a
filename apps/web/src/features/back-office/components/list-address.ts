import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const CURSOR_KEYS = ['after', 'before'] as const;

/**
 * Where a keyset-paged back-office list stands, all in the address (decision 099): its cursor, its search and
 * whatever filters the page keeps there, so a reload, a shared link or the back button shows the same page.
 * `navigate` changes the address; a new search or filter starts again at the first page (the cursor is dropped).
 * The search box writes to the address once typing pauses, and the address (back button) writes to the box.
 */
export function useListAddress() {
  const [url, setUrl] = useSearchParams();
  const after = url.get('after') ?? undefined;
  const before = after ? undefined : (url.get('before') ?? undefined);
  const urlSearch = url.get('search') ?? '';
  const [search, setSearch] = useState(urlSearch);
  const [debounced] = useDebouncedValue(search, 300);

  const navigate = (changes: Record<string, string | null>, opts: { replace?: boolean; keepCursor?: boolean } = {}) => {
    setUrl(
      (current) => {
        const next = new URLSearchParams(current);
        if (!opts.keepCursor) for (const k of CURSOR_KEYS) next.delete(k);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: opts.replace ?? false },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text is written
  useEffect(() => {
    if (debounced.trim() !== urlSearch) navigate({ search: debounced.trim() || null }, { replace: true });
  }, [debounced]);
  useEffect(() => {
    setSearch((s) => (s.trim() === urlSearch ? s : urlSearch));
  }, [urlSearch]);

  return { url, after, before, onCursor: Boolean(after || before), search, setSearch, urlSearch, navigate };
}
