import { ConfirmationScreen } from '../components/confirmation-screen.tsx';

/** /confirmation-guest: the screen greets the person as what they are (guest or member). */
export function ConfirmationGuestPage() {
  return <ConfirmationScreen />;
}
