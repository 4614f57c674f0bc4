import { formatCount } from '../format/plain.ts';

/** Confidante (/aiagent): the adviser chat's words, shared by the server and the page. */

export const defaultConversationTitle = 'New conversation';

export const confidanteMessages = {
  titleRequired: 'Give the conversation a name.',
  titleTooLong: 'A conversation name can be at most 120 characters.',
  questionRequired: 'Type a question first.',
  questionTooLong: 'A question can be at most 4,000 characters.',
  membersOnly: 'Confidante is part of the Founding Lifetime Membership. Upgrade your plan to ask it your questions.',
  notFound: 'There is no such conversation.',
  quotaReached: (limit: number) =>
    `You have used today's ${limit} Confidante messages. The allowance renews at midnight UTC.`,
  upstreamFailed: 'The AI adviser could not answer just now. Your question is saved; please try again in a moment.',
  upstreamTimeout: 'The AI adviser took too long to answer. Your question is saved; please try again in a moment.',
} as const;

export const confidanteCopy = {
  title: 'AI Agent Chat',
  heading: 'Confidante',
  lead: 'A private adviser for the growth and exit questions you would rather not ask out loud.',
  guestPoints: [
    'Ask about valuation, succession, timing, buyers and life after the sale, any time.',
    'Answers draw on Exitcraft research, our services and, if you allow it, your own business details and assessment scores.',
    'Your conversations are private to you: rename or delete them whenever you like.',
  ],
  guestHeadline: 'Confidante is for members',
  upgrade: 'Upgrade Plan',
  libraryLabel: 'Library mode — answers quote Exitcraft’s own material',
  modelLabel: 'AI adviser',
  contextToggle: 'Use my business details and assessment scores',
  contextHint: 'When on, your answers take your company survey and latest scores into account.',
  newConversation: 'New conversation',
  conversations: 'Conversations',
  noConversations: 'No conversations yet. Ask your first question below.',
  emptyThread: 'Ask anything about growing, valuing or selling your business.',
  composerLabel: 'Your question',
  composerPlaceholder: 'Ask Confidante…',
  composerHint: 'Enter sends, Shift+Enter starts a new line.',
  send: 'Send',
  rename: 'Rename',
  delete: 'Delete',
  deleteConfirmTitle: 'Delete this conversation?',
  deleteConfirmBody: 'Its messages are deleted for good. This cannot be undone.',
  cancel: 'Cancel',
  save: 'Save',
  thinking: 'Writing…',
  quotaLeft: (remaining: number, limit: number) => `${remaining} of ${limit} messages left today`,
  tokensToday: (tokens: number, estimated: number) =>
    `Today's use: ${formatCount(tokens)} tokens` +
    (estimated > 0 ? ` (${formatCount(estimated)} of them estimated)` : ''),
  stop: 'Stop',
  stopped: 'Stopped',
  loadError: 'We could not load your conversations.',
} as const;

/** Library mode's wording: it quotes, it never pretends to be a model. */
export const libraryCopy = {
  intro: 'Library mode: here is what Exitcraft’s own material says about your question.',
  nothingFound:
    'Library mode: nothing in Exitcraft’s material matches your question. Try other words, such as valuation, succession, buyers, membership or refund.',
  yourResults: 'Your results',
  pricingFaq: 'Pricing FAQ',
  services: 'Exitcraft services',
} as const;
