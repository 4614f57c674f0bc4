import { communityChannels } from '@exitcraft/shared/content/community';
import type { StaffReportedMessage } from '@exitcraft/shared/schemas/staff';
import { formatMoment } from '../../../../lib/format.ts';

export type ModerationAction = 'hide' | 'restore';
export interface ModerationTarget {
  message: StaffReportedMessage;
  action: ModerationAction;
}

export const channelName = (id: string) => communityChannels.find((channel) => channel.id === id)?.name ?? id;
export const when = formatMoment;
