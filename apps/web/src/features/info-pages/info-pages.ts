import type { ComponentType } from 'react';
import type { InfoPageSlug } from './info-page-slugs.ts';
import { AndroidAppPage, IosAppPage } from './pages/apps.tsx';
import { AboutPage, CareersPage, TestimonialsPage } from './pages/company.tsx';
import { FantasyCricketPage, FantasyPointSystemPage } from './pages/game.tsx';
import { PrivacyPage, RefundPolicyPage, ResponsibleGamingPage, TermsPage } from './pages/policies.tsx';

export const INFO_PAGES: Record<InfoPageSlug, { title: string; Page: ComponentType }> = {
  about: { title: 'About Us', Page: AboutPage },
  'responsible-gaming': { title: 'Responsible Gaming', Page: ResponsibleGamingPage },
  careers: { title: 'Careers', Page: CareersPage },
  'fantasy-cricket': { title: 'Fantasy Cricket', Page: FantasyCricketPage },
  'fantasy-point-system': { title: 'Fantasy Point System', Page: FantasyPointSystemPage },
  'android-app': { title: 'Android App', Page: AndroidAppPage },
  'ios-app': { title: 'iOS App', Page: IosAppPage },
  testimonials: { title: 'Testimonials', Page: TestimonialsPage },
  privacy: { title: 'Privacy Policy', Page: PrivacyPage },
  terms: { title: 'Terms of Service', Page: TermsPage },
  'refund-policy': { title: 'Refund Policy', Page: RefundPolicyPage },
};
