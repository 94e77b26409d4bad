import { useEffect } from 'react';

/** Sets the tab's title for the screen: 'Login · Crease'. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Crease` : 'Crease: fantasy cricket on real matches';
  }, [title]);
}
