import type { ChatMessage } from './upstream.ts';
import type { MessageRow } from './conversations.ts';

/** How much of a conversation the adviser is shown with each question: enough to follow it, bounded in cost. */
export const historyWindow = 20;

const adviserPrompt = [
  'You are Confidante, the private exit planning adviser of Exitcraft, a membership for owners and leaders of profitable businesses who want to grow the value of their company and exit well.',
  'Help the member think through valuation, exit readiness, succession, timing, buyers, deal terms, brand and intangible value, and life after the sale.',
  'Be practical and concise, ask a clarifying question when the situation is unclear, and say plainly when something needs a qualified lawyer, accountant or M&A adviser.',
  "Never invent statistics or sources. The member's conversations are private.",
].join(' ');

/** The system prompt, the member's own material when they allowed it, and the recent conversation. */
export function adviserMessages(history: MessageRow[], memberContext: string | null): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: adviserPrompt }];
  if (memberContext) {
    messages.push({
      role: 'system',
      content: `The member allowed you to use their business details and latest assessment results:\n\n${memberContext}`,
    });
  }
  for (const row of history.slice(-historyWindow)) messages.push({ role: row.role, content: row.content });
  return messages;
}
