export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/** The footer's page links; each goes to a public page of the app. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Responsible Gaming', to: '/responsible-gaming' },
      { label: 'Careers', to: '/careers' },
    ],
  },
  {
    title: 'Fantasy Sports',
    links: [
      { label: 'Fantasy Cricket', to: '/fantasy-cricket' },
      { label: 'Fantasy Point System', to: '/fantasy-point-system' },
      { label: 'Android App', to: '/android-app' },
      { label: 'iOS App', to: '/ios-app' },
    ],
  },
  {
    title: 'Help & Legal',
    links: [
      { label: 'FAQs', to: '/faqs' },
      { label: 'Refer and Earn', to: '/refer-and-earn' },
      { label: 'Testimonials', to: '/testimonials' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Refund Policy', to: '/refund-policy' },
    ],
  },
];

export const CONTACTS = {
  support: 'support@crease.in',
  grievance: 'grievance@crease.in',
  nodal: 'nodal@crease.in',
} as const;

export const SUPPORT_CONTACTS: readonly { role: string; email: string }[] = [
  { role: 'Support', email: CONTACTS.support },
  { role: 'Grievance officer', email: CONTACTS.grievance },
  { role: 'Nodal officer', email: CONTACTS.nodal },
];

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'telegram' | 'youtube';

/** Crease's social accounts: the one place their addresses live. */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/crease.in' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/crease_in' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/crease.in' },
  { network: 'telegram', label: 'Telegram', href: 'https://t.me/crease_in' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@crease_in' },
];

export const PAYMENT_PARTNERS = ['UPI', 'RuPay', 'Visa', 'Mastercard', 'Paytm'] as const;

export const COPYRIGHT = '© 2025 Crease. All rights reserved.';
