/** The Services Offered list: what users can sell on their profile. */
export const SERVICE_SEEDS: [name: string, description: string][] = [
  ['Sponsored Post', 'A single feed post featuring the brand, with caption and tags.'],
  ['Story Series', 'Three to five short stories over one day, with a link sticker.'],
  ['Product Review Video', 'An honest review video of a product the brand sends.'],
  ['Brand Ambassadorship', 'A long-term partnership with regular content every month.'],
  ['Event Appearance', 'Attending a launch or event in person and covering it live.'],
  ['Acting Role', 'Performing a scripted role in an advert, short film or series.'],
  ['Voice-over', 'Recording narration or character voices for video and audio.'],
  ['Jingle & Music Licensing', 'Composing or licensing music for campaigns.'],
  ['Photo Shoot', 'Professional photography for catalogues and campaigns.'],
  ['UGC Content Pack', 'User-generated style videos delivered for the brand to post.'],
  ['Live Stream Mention', 'A shout-out or product demo during a live stream.'],
  ['Workshop Hosting', 'Teaching a workshop or masterclass for the brand community.'],
];
