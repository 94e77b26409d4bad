import { useSyncExternalStore } from 'react';
import { latestAnnouncement, subscribeToAnnouncements } from '../../lib/announce.ts';

/**
 * The one polite live region for `announce`, unseen. It is in the page from the start (a region
 * added with its message is often not read), and each message is a new paragraph in it, so a
 * repeated message is read again.
 */
export function LiveAnnouncer() {
  const announcement = useSyncExternalStore(subscribeToAnnouncements, latestAnnouncement, latestAnnouncement);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {announcement && <p key={announcement.id}>{announcement.message}</p>}
    </div>
  );
}
