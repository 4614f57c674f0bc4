/** The member endpoints the bench measures beside their floors (bench-members-rows.mjs). */
export interface MemberRow {
  method: string;
  path: string;
  body?: string;
  mix: number;
  floor: [string, (member: { userId: string }) => unknown[]][];
  label: string;
}
export const memberRows: MemberRow[];
export const brandDraftAnswers: Record<string, number>;
