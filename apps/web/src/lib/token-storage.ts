import type { TokenPair } from '@exitcraft/shared/schemas/user';

/** Token storage exactly as public-site section 3 says: local storage, access read from session storage first. */
export const accessTokenKey = 'access_token';
export const refreshTokenKey = 'refresh_token';

export function readAccessToken(): string | null {
  return sessionStorage.getItem(accessTokenKey) ?? localStorage.getItem(accessTokenKey);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(refreshTokenKey);
}

export function storeTokens(tokens: TokenPair): void {
  localStorage.setItem(accessTokenKey, tokens.access);
  localStorage.setItem(refreshTokenKey, tokens.refresh);
  sessionStorage.removeItem(accessTokenKey);
}

export function storeAccessToken(access: string): void {
  localStorage.setItem(accessTokenKey, access);
  sessionStorage.removeItem(accessTokenKey);
}

export function clearTokens(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(accessTokenKey);
    storage.removeItem(refreshTokenKey);
  }
}
