import { apiErrorMessage } from './api-error.ts';
import type { WebauthnOptionsResponse, WebauthnResponse } from '@exitcraft/shared/schemas/second-factor';

/**
 * The browser's passkey prompts (navigator.credentials), through @simplewebauthn/browser. The
 * library is imported when a passkey button is pressed, never with the page: the login view keeps
 * its first-load budget.
 */
const loadWebauthn = () => import('@simplewebauthn/browser');

/** Whether this browser can hold a passkey at all (nothing is loaded to answer). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

export const passkeyCancelledMessage = 'The passkey prompt was closed before it finished.';

/** The device's prompt did not finish: its message is a sentence for the person. */
export class PasskeyPromptError extends Error {
  override name = 'PasskeyPromptError';
}

/** A prompt the person closed, or one the browser refused: a sentence, not a stack trace. */
function promptFailure(error: unknown): PasskeyPromptError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return new PasskeyPromptError(passkeyCancelledMessage);
  if (name === 'InvalidStateError')
    return new PasskeyPromptError('This device already holds a passkey for your account.');
  return new PasskeyPromptError('This browser could not use a passkey here. Try again, or use another way.');
}

/** What to tell the person when a passkey step failed: the prompt's sentence or the server's. */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  return error instanceof PasskeyPromptError ? error.message : apiErrorMessage(error, fallback);
}

/** Creates a passkey on this device for the options the server gave. */
export async function createPasskey(options: WebauthnOptionsResponse['options']): Promise<WebauthnResponse> {
  const { startRegistration } = await loadWebauthn();
  try {
    return (await startRegistration({ optionsJSON: options as never })) as unknown as WebauthnResponse;
  } catch (error) {
    throw promptFailure(error);
  }
}

/** Signs the server's challenge with a passkey of this device. */
export async function signWithPasskey(options: WebauthnOptionsResponse['options']): Promise<WebauthnResponse> {
  const { startAuthentication } = await loadWebauthn();
  try {
    return (await startAuthentication({ optionsJSON: options as never })) as unknown as WebauthnResponse;
  } catch (error) {
    throw promptFailure(error);
  }
}
