import { useCallback, useState } from 'react';
import { PARENT_CHILD_STORAGE_KEY } from '@/web/lib/storage-keys';

const keyFor = (userId: string) => `${PARENT_CHILD_STORAGE_KEY}.${userId}`;

function read(userId: string): string | null {
  try {
    return window.localStorage.getItem(keyFor(userId));
  } catch {
    return null;
  }
}

/**
 * The child a parent chose on the dashboard, remembered across visits in this browser (per user).
 * null: none chosen yet, the server then shows the first child.
 */
export function useChosenChild(userId: string) {
  const [chosen, setChosen] = useState<string | null>(() => read(userId));
  const choose = useCallback(
    (studentId: string | null) => {
      setChosen(studentId);
      try {
        if (studentId) window.localStorage.setItem(keyFor(userId), studentId);
        else window.localStorage.removeItem(keyFor(userId));
      } catch {
        // Storage may be unavailable (private mode): the choice then lasts for this visit only.
      }
    },
    [userId],
  );
  return [chosen, choose] as const;
}
