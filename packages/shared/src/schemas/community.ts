import { z } from 'zod';
import { communityChannelIds, communityMessageMaxLength } from '../content/community.ts';
import { groupDigits } from '../format/plain.ts';

export const communityMessages = {
  textRequired: 'Write a message first.',
  textTooLong: `A message can be at most ${groupDigits(communityMessageMaxLength)} characters.`,
  guestCannotPost: 'Only members can post in the community. Upgrade your plan to join the conversation.',
  rateLimited: (perMinute: number, seconds: number) =>
    `You can post up to ${perMinute} messages a minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before posting again.`,
  notStaff: 'Only staff can hide messages.',
  notFound: 'This message does not exist or was removed.',
  unknownChannel: 'This channel does not exist.',
  ticketInvalid: 'This stream ticket is invalid, used or expired. Ask for a new one.',
  tooManyStreams: (perPerson: number) =>
    `You already have ${perPerson} live community connections open. Close a tab or window with the community open, then try again.`,
  streamsFull:
    'The community’s live updates are busy right now. Messages still load; live updates will reconnect shortly.',
} as const;

export const communityChannelIdSchema = z.enum(communityChannelIds, { error: communityMessages.unknownChannel });

/** A message id: a positive whole number, sent as a string (it is a 64-bit sequence). */
export const communityMessageIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'A message id is a positive whole number.');

export const communityMessageSchema = z.object({
  id: z.string(),
  channel: z.string(),
  /** the author's alias (colour + object + number), never a name, email or company */
  alias: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** the caller wrote it (may delete it) */
  mine: z.boolean(),
});
export type CommunityMessage = z.infer<typeof communityMessageSchema>;

export const communityChannelSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  unread: z.number().int().min(0),
});

export const communityChannelsResponseSchema = z.object({
  channels: z.array(communityChannelSummarySchema),
  /** whether the caller may post (a member) and hide (staff) */
  can_post: z.boolean(),
  is_staff: z.boolean(),
  /** the newest message id now: open the stream with it as last_event_id so nothing falls between */
  latest_id: z.string(),
});
export type CommunityChannelsResponse = z.infer<typeof communityChannelsResponseSchema>;

export const communityHistoryQuerySchema = z.object({
  /** only messages older than this id (the previous page's next_cursor) */
  before: communityMessageIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const communityHistoryResponseSchema = z.object({
  /** newest first */
  messages: z.array(communityMessageSchema),
  /** pass as `before` for the next (older) page; null at the beginning of the channel */
  next_cursor: z.string().nullable(),
});
export type CommunityHistoryResponse = z.infer<typeof communityHistoryResponseSchema>;

export const communityPostRequestSchema = z.object({
  text: z
    .string({ error: communityMessages.textRequired })
    .trim()
    .min(1, communityMessages.textRequired)
    .max(communityMessageMaxLength, communityMessages.textTooLong),
});
export type CommunityPostRequest = z.infer<typeof communityPostRequestSchema>;

export const communityReadRequestSchema = z.object({ message_id: communityMessageIdSchema });

export const communityReportRequestSchema = z.object({
  reason: z.string().trim().max(500, 'A reason can be at most 500 characters.').optional(),
});

export const communityTicketResponseSchema = z.object({
  ticket: z.string(),
  expires_in: z.number().int(),
});
export type CommunityTicketResponse = z.infer<typeof communityTicketResponseSchema>;

/** What one `message` event of the stream carries (its SSE id is the message id). */
export const communityStreamMessageSchema = communityMessageSchema;
/** What one `remove` event carries: a message hidden by staff or deleted by its author. */
export const communityStreamRemoveSchema = z.object({ id: z.string(), channel: z.string() });
export type CommunityStreamRemove = z.infer<typeof communityStreamRemoveSchema>;

export const communityStatusResponseSchema = z.object({ status: z.literal('ok'), message: z.string() });
export type CommunityStatusResponse = z.infer<typeof communityStatusResponseSchema>;
