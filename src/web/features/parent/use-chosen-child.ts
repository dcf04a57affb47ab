import { useCallback, useState } from 'react';
import { PARENT_CHILD_STORAGE_KEY } from '@/web/lib/storage-keys';

const keyFor = (userId: string) => `${PARENT_CHILD_STORAGE_KEY}.${userId}`;

function read(userId: string | null): string | null {
  if (!userId) return null;
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
export function useChosenChild(userId: string | null) {
  const [state, setState] = useState(() => ({ userId, chosen: read(userId) }));
  // Another user (or the user once known): their own remembered choice.
  if (state.userId !== userId) setState({ userId, chosen: read(userId) });
  const choose = useCallback(
    (studentId: string | null) => {
      setState({ userId, chosen: studentId });
      if (!userId) return;
      try {
        if (studentId) window.localStorage.setItem(keyFor(userId), studentId);
        else window.localStorage.removeItem(keyFor(userId));
      } catch {
        // Storage may be unavailable (private mode): the choice then lasts for this visit only.
      }
    },
    [userId],
  );
  return [state.userId === userId ? state.chosen : read(userId), choose] as const;
}
