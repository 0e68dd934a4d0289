import type { HelpItemCreate } from '../../../src/domain/entities/helpItems';

type HelpSeed = Omit<HelpItemCreate, 'order'>;

const faq = (title: string, content: string): HelpSeed => ({ section: 'faqs', title, content, description: '', videoUrl: null });
const blog = (title: string, description: string, content: string): HelpSeed => ({
  section: 'blog',
  title,
  content,
  description,
  videoUrl: null,
});
const video = (title: string, description: string): HelpSeed => ({
  section: 'video_tutorials',
  title,
  description,
  content: 'Watch the tutorial below; it runs for a few seconds and has no sound.',
  videoUrl: '/seed/tutorial.webm',
});
const regulation = (title: string, content: string): HelpSeed => ({
  section: 'global_regulations',
  title,
  content,
  description: '',
  videoUrl: null,
});
const chat = (title: string, content: string): HelpSeed => ({ section: 'chat_support', title, content, description: '', videoUrl: null });

/** The Help Center's articles, in display order within each section. */
export const HELP_ITEM_SEEDS: HelpSeed[] = [
  faq(
    'How do I verify a user?',
    'Open User Verification, compare the selfie with the current and new information, then choose Verify user or Reject request. A rejection needs a reason, which the user sees.',
  ),
  faq(
    'What happens after three strikes?',
    'A user with three active strikes is suspended automatically. Strikes stop counting 90 days after they were issued, or as soon as they are reversed.',
  ),
  faq(
    'How do I undo a suspension?',
    'Open Suspended, select the account and choose Undo suspension if it was a mistake, or Restore account if the user has served it.',
  ),
  faq(
    'Why was a chat flagged?',
    'A chat is flagged when a message contains a word or phrase from the Threat Library. Review it and choose Mark as reviewed; add notes for the next moderator.',
  ),
  faq(
    'How do I add a restricted word?',
    'Open Threat Library and add the word or phrase. Capitals and extra spaces are ignored, so a word cannot be added twice.',
  ),
  faq(
    'How is the commission calculated?',
    'The platform takes 20% of the order total unless the customer has a custom commission rate. The rate in force when the order was placed applies.',
  ),
  faq(
    'When is escrow released?',
    'Escrow is released to the provider once an order is completed or partially completed. An administrator can release it early from the order page.',
  ),
  faq(
    'Can I cancel an order for a user?',
    'Yes. Orders waiting for applicants, published or in progress can be cancelled by an administrator, with a refund of part or all of the escrow.',
  ),
  faq(
    'How long do we have to answer a data request?',
    'Thirty days from the request. The deadline is shown on the request; fulfil it once the export has been sent.',
  ),
  faq(
    'What is account recovery?',
    'Someone who lost the phone or email of an account answers a questionnaire. Approve it to put the new contact on the account, or reject it and delete the account.',
  ),
  faq(
    'Who can add administrators?',
    'Only Admins. Adding an administrator takes an email address and a role: Admin, Employee, Tech Support or Custom access.',
  ),
  faq('What does Custom access mean?', 'A custom administrator only sees the areas ticked when the access was granted.'),
  faq(
    'How do I import a list?',
    'In List Manager, upload a CSV, XLS or XLSX file of up to 5 MB. Choose add more, replace the list, revert to the previous list or delete all.',
  ),
  faq(
    'How do referral links work?',
    'Each user has a referral code. While the link is active, the referrer earns from the people who joined with it. Deactivate or cancel a link from Referral data.',
  ),
  blog(
    'Moderation in 2026: what changed',
    'Our new review queue and the three-strike rule.',
    'This year we moved every moderation decision into one queue. Strikes now expire after 90 days, and three active strikes suspend an account automatically.',
  ),
  blog(
    'Keeping payments on the platform',
    'Why escrow protects creators and brands alike.',
    'Payments made outside the app cannot be refunded or protected. Escrow holds the customer payment until the work is delivered.',
  ),
  blog(
    'Welcoming kid influencers safely',
    'Guardian consent and content rules for under-18 creators.',
    'Accounts for creators under 18 are managed with a guardian. Their jobs are reviewed before publication.',
  ),
  blog(
    'India is our largest market',
    'Hindi support and local payment methods.',
    'More than a third of our creators are based in India. The back-office now has a partial Hindi translation.',
  ),
  video('Reviewing a verification request', 'A short walk-through of the verification screen.'),
  video('Cancelling an order with a refund', 'How to cancel an order and choose the refund amount.'),
  video('Importing a list from a spreadsheet', 'Uploading a file and checking the preview before applying it.'),
  regulation(
    'Data protection (GDPR and DPDP Act)',
    'Users in the EU and in India may request a copy of their data. We answer within 30 days and keep a record of each request.',
  ),
  regulation(
    'Advertising disclosures',
    'Sponsored content must be labelled. Quick ads ask whether the content promotes cannabis, CBD or a political cause, which some countries restrict.',
  ),
  regulation('Minors on the platform', 'Kid influencer accounts follow local child-performer rules; earnings are paid to the guardian.'),
  regulation(
    'Payment card security',
    'We never store full card numbers. The card provider keeps them; we keep only the brand, the last four digits and the expiry.',
  ),
  regulation(
    'Government accounts',
    'Accounts of public bodies are verified against official records and cannot take part in political promotion quick ads.',
  ),
  chat('Chat with the support team', 'Write to us any time. The support team replies within 24 hours, usually much sooner.'),
  chat('What to include in your message', 'Tell us the user or order concerned and what you expected to happen. Screenshots help.'),
  chat('Urgent safety issues', 'For threats of harm, suspend the account first, then contact the support team with the flagged chat.'),
];
