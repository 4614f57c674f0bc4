import { ConfirmationScreen } from '../components/confirmation-screen.tsx';

/** /confirmation-member: the screen greets the person as what they are (guest or member). */
export function ConfirmationMemberPage() {
  return <ConfirmationScreen />;
}
