import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import { isMember } from '../../../lib/membership.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { ConfidanteChat } from './confidante-chat.tsx';
import { GuestPanel } from './guest-panel.tsx';

/** /aiagent: the adviser chat for members; guests see what it does and "Upgrade Plan". */
export function ConfidantePage() {
  usePageMeta(confidanteCopy.title, `${confidanteCopy.title} — ${confidanteCopy.lead}`);
  const { user } = useSession();
  return isMember(user) ? <ConfidanteChat /> : <GuestPanel />;
}
