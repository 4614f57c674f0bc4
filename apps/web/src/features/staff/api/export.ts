/** What a failed CSV export says (a toast), unless the server gave its own sentence. */
export const exportFailedMessage = 'The export failed. Please try again.';
