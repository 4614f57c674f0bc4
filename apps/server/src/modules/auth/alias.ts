import { randomInt } from 'node:crypto';
import { usernameColors, usernameObjects } from '@exitcraft/shared/content/usernames';

/** Color + object + a 3-digit number, e.g. "IndigoCastle427": 16 × 26 × 900 = 374,400 aliases. */
export function randomAlias(): string {
  const color = usernameColors[randomInt(usernameColors.length)];
  const object = usernameObjects[randomInt(usernameObjects.length)];
  return `${color}${object}${randomInt(100, 1000)}`;
}
