import { HELP_SECTIONS } from '../domain/entities/helpItems';

export type HelpSection = (typeof HELP_SECTIONS)[number];

/** The Help Center's tabs in the specification's order; FAQs is the one shown first. */
export const HELP_TABS: readonly HelpSection[] = HELP_SECTIONS;
export const DEFAULT_HELP_SECTION: HelpSection = 'faqs';

export const helpSectionLabelKey = (section: HelpSection) => `app.help.sections.${section}`;
