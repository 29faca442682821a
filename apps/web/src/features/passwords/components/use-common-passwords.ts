import { commonPasswordsLoaded, loadCommonPasswords } from '@cri/shared/rules/password-policy';
import { useEffect, useState } from 'react';

/**
 * Loads the breached-password list (its own chunk) when a password form mounts, then re-renders and
 * calls `revalidate` so a password typed meanwhile is checked against it.
 */
export function useCommonPasswords(revalidate: () => void): boolean {
  const [loaded, setLoaded] = useState(commonPasswordsLoaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadCommonPasswords().then(() => {
      if (!live) return;
      setLoaded(true);
      revalidate();
    });
    return () => {
      live = false;
    };
  }, [loaded, revalidate]);
  return loaded;
}
