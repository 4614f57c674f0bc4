export const webinarCopy = {
  title: 'The live webinar with our founder-ambassador',
  lead: 'One live session, 33 seats. Nobody misses out: everyone gets the replay and the Q&A.',
  caption: 'Webinar access by plan',
  headers: { feature: 'What you get', guest: 'Guest', member: 'Member' },
  rows: [
    {
      feature: 'Live seat (33 seats)',
      guest: 'Lottery for remaining seats',
      member: 'Guaranteed for the first 33 paid members',
    },
    { feature: 'Replay', guest: 'Included', member: 'Included' },
    { feature: 'Q&A report', guest: 'Included', member: 'Included' },
    { feature: 'Ask a question', guest: 'Included', member: 'Included' },
  ],
} as const;
