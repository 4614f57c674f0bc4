/*
 * The community's topic channels (issue 14, "Community"): founders talk anonymously, each message
 * shown with its author's alias only. A channel's id is part of the API paths and is stored with
 * every message, so an id is never renamed; its name and description may change freely.
 */

/** The longest message a member can post, in characters. */
export const communityMessageMaxLength = 2000;

export interface CommunityChannel {
  id: string;
  name: string;
  description: string;
}

export const communityChannels = [
  { id: 'general', name: 'General', description: 'Say hello and talk about anything on the road to an exit.' },
  {
    id: 'preparing-to-sell',
    name: 'Preparing to Sell',
    description: 'Getting the business ready: numbers, team, documents and timing.',
  },
  {
    id: 'valuation-and-deals',
    name: 'Valuation & Deals',
    description: 'Multiples, offers, term sheets, earn-outs and negotiating with buyers.',
  },
  {
    id: 'life-after-exit',
    name: 'Life After Exit',
    description: 'What comes next: money, purpose and the first year after the sale.',
  },
] as const satisfies readonly CommunityChannel[];

export type CommunityChannelId = (typeof communityChannels)[number]['id'];

export const communityChannelIds = communityChannels.map((channel) => channel.id) as [
  CommunityChannelId,
  ...CommunityChannelId[],
];

export const communityCopy = {
  title: 'Anonymous Group Chat',
  intro: 'Talk with other founders. Everyone appears by their alias only: never a name, email or company.',
  guestTitle: 'Members post, guests listen',
  guestText:
    'As a guest you can read every channel live. Upgrade to the lifetime membership to post your own questions and answers.',
  upgradeButton: 'Upgrade Plan',
  composerLabel: 'Message',
  composerPlaceholder: 'Write a message',
  send: 'Send',
  empty: 'No messages in this channel yet.',
  loadOlder: 'Load older messages',
  noOlder: 'This is the beginning of the channel.',
  report: 'Report',
  reported: 'Thank you. The message was reported to the moderators.',
  delete: 'Delete',
  hide: 'Hide for everyone',
  actions: 'Message actions',
  channels: 'Channels',
  channel: 'Channel',
  connecting: 'Connecting…',
  reconnecting: 'Connection lost. Reconnecting…',
} as const;
