import { z } from 'zod';
import { isStorableText, unstorableTextMessage } from './text.ts';

/**
 * The research list of GET /api-statistics/ (member-area sections 3 and 7). Field names are the
 * spec's, `URL` included. The same schema checks the bundled content and every import file.
 */
export const researchStatisticSchema = z.strictObject({
  context: z
    .string()
    .trim()
    .min(1, 'A statistic needs its sentence in "context".')
    .max(2000)
    .refine(isStorableText, unstorableTextMessage),
  URL: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || (/^https:\/\/\S+$/.test(value) && isStorableText(value)), {
      message: 'URL must be empty or an https:// link.',
    }),
});
export type ResearchStatistic = z.infer<typeof researchStatisticSchema>;

export const researchPointSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'A research point needs a "name".')
    .max(300)
    .refine(isStorableText, unstorableTextMessage),
  statistics: z.array(researchStatisticSchema).min(1, 'A research point needs at least one statistic.').max(50),
});
export type ResearchPoint = z.infer<typeof researchPointSchema>;

export const researchCategorySchema = z.strictObject({
  /** May be empty: the unnamed category is shown only under 'All'. */
  category: z.string().trim().max(120).refine(isStorableText, unstorableTextMessage),
  research_points: z.array(researchPointSchema).max(200),
});
export type ResearchCategory = z.infer<typeof researchCategorySchema>;

export const researchCategoryListSchema = z
  .array(researchCategorySchema)
  .max(100)
  .refine(
    (list) => {
      const named = list.map((entry) => entry.category).filter((name) => name !== '');
      return new Set(named).size === named.length;
    },
    { message: 'Each category name may appear only once.' },
  );
export type ResearchCategoryList = z.infer<typeof researchCategoryListSchema>;
