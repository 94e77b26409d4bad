import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import type { InfoPageSlug } from '../features/info-pages/info-page-slugs.ts';
import { INFO_PAGES } from '../features/info-pages/info-pages.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The footer's public pages (About Us, Privacy Policy, …): one layout, each page's own text. */
export default function InfoScreen({ slug }: { slug: InfoPageSlug }) {
  const { title, Page } = INFO_PAGES[slug];
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <Page />
    </PublicLayout>
  );
}
