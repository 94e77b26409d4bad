export interface FaqItem {
  id: string;
  question: string;
  /** One paragraph per entry. */
  answer: readonly string[];
  /** A page that says more. */
  more?: { label: string; to: string };
}

export const FAQ_TITLE = 'Frequently Asked Questions';

/** The nine questions of the in-product FAQ (spec section 1), shown on the start page and at /faqs. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-crease',
    question: 'What is Crease?',
    answer: [
      'Crease is a fantasy cricket platform for players in India. For a real match, you pick a team of 11 real cricketers and join contests. Your players score fantasy points from what they actually do on the field, and a live leaderboard shows where you stand, ball by ball.',
    ],
  },
  {
    id: 'getting-started',
    question: 'How do I get started?',
    answer: [
      'Sign up with your name, e-mail address and a password of at least 8 characters. We send you an e-mail with a link: open it to verify your address. Then pick an upcoming match, choose a contest and build your team.',
    ],
  },
  {
    id: 'adding-money',
    question: 'How do I add money to my wallet?',
    answer: [
      'Open your wallet and choose Add Funds. You can add from ₹10 to ₹10,000 at a time, and the amount appears in your wallet as soon as the payment is confirmed. Every credit and debit is listed in your wallet, so you always know where each rupee went.',
      'Money you add can be spent on contest entries; it cannot be withdrawn. You can set yourself a lower monthly deposit limit at any time.',
    ],
  },
  {
    id: 'joining-a-contest',
    question: 'How do I join a contest?',
    answer: [
      'Open a match, pick a contest and build a team of 11 players within 100 credits, with at most 10 players from one side. Choose a captain, whose points count double (2x), and a vice-captain, whose points count 1.5x. The entry fee is taken from your wallet; free contests cost nothing.',
      'You can join and edit your team until the match starts. At the start time, entries close.',
    ],
  },
  {
    id: 'how-winners-are-decided',
    question: 'How are winners decided?',
    answer: [
      'By the real match. Runs, boundaries, wickets, catches, stumpings and run-outs earn your players points under the Fantasy Point System, and your team’s total updates as the match is played. When the match ends, prizes go by final rank; teams tied on points share the prizes of the ranks they cover equally.',
    ],
    more: { label: 'See the Fantasy Point System', to: '/fantasy-point-system' },
  },
  {
    id: 'withdrawing',
    question: 'How do I withdraw my winnings?',
    answer: [
      'Winnings can be withdrawn to your bank account or UPI ID once your e-mail is verified and your PAN and bank details are verified. The minimum withdrawal is ₹100, and withdrawals usually reach you within 24-48 hours.',
      'Only winnings can be withdrawn; bonus money and money you add are for contest entries. TDS of 30% is deducted on net winnings, as the law requires, and shown as its own line.',
    ],
  },
  {
    id: 'legality-and-safety',
    question: 'Is Crease legal and safe?',
    answer: [
      'Paid contests are open only to players aged 18 and above, and are not offered in Andhra Pradesh, Assam, Nagaland, Odisha, Sikkim and Telangana. Where the law does not allow paid contests, Crease runs free contests only.',
      'Your password is stored only as a secure hash, your wallet is a ledger of every transaction, and nobody sees your team until the match starts.',
    ],
  },
  {
    id: 'addiction',
    question: 'Can fantasy sports be addictive?',
    answer: [
      'Yes. Fantasy sports involve financial risk and can be addictive. Play for fun, only with money you can afford to lose, and never chase losses. You can set a monthly deposit limit or pause your account from your profile whenever you want. If playing stops being fun, take a break and talk to us.',
    ],
    more: { label: 'Read about Responsible Gaming', to: '/responsible-gaming' },
  },
  {
    id: 'contact-support',
    question: 'How do I contact support?',
    answer: [
      'Our support team is available 24x7 by in-app chat or by e-mail at support@crease.in. If a complaint is not resolved, write to our grievance officer at grievance@crease.in.',
    ],
  },
];
