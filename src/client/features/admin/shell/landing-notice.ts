import { useEffect, useState } from 'react';
import type { StatusMessage } from './status-line.tsx';

/**
 * A message for the page an admin is sent to, when what happened ended the page they were on: 'Logged Out' and
 * 'Authentication Required' on the login page, 'Recovery Code Used' on the page after the login. One at a time;
 * a newer one replaces it.
 */
let notice: { path: string; message: StatusMessage } | null = null;

export function leaveNotice(path: string, message: StatusMessage): void {
  notice = { path, message };
}

/**
 * The notice left for the page at `path`, shown while the page stays and gone from the store once shown, so a
 * later visit does not repeat it. `dismiss` hides it when the admin moves on (a new login attempt).
 */
export function useLandingNotice(path: string): [StatusMessage | null, dismiss: () => void] {
  const [message, setMessage] = useState(() => (notice?.path === path ? notice.message : null));
  useEffect(() => {
    if (message && notice?.message === message) notice = null;
  }, [message]);
  return [message, () => setMessage(null)];
}
