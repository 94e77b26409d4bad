/** The public pages the footer links to (besides /faqs and /refer-and-earn, screens of their own), one route each. Kept apart from their text so the router can list them without loading it. */
export const INFO_PAGE_SLUGS = [
  'about',
  'responsible-gaming',
  'careers',
  'fantasy-cricket',
  'fantasy-point-system',
  'android-app',
  'ios-app',
  'testimonials',
  'privacy',
  'terms',
  'refund-policy',
] as const;

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];
