import type { z } from 'zod';

/**
 * The one alert of a long staff form: the first problem the schema finds, with its place
 * (`research_points › 0 › statistics › 0 › URL: ...`), so a problem far down the form is still
 * seen next to the Save button.
 */
export function firstProblem(schema: z.ZodType, values: unknown): string {
  const issue = schema.safeParse(values).error?.issues[0];
  return issue ? `${issue.path.length ? `${issue.path.join(' › ')}: ` : ''}${issue.message}` : 'Check the fields.';
}
