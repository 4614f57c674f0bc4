import { readFile } from 'node:fs/promises';
import { type ResearchCategoryList, researchCategoryListSchema } from '@exitcraft/shared/schemas/research';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { replaceResearchCategories } from './service.ts';

/** A file that cannot be imported; `problems` name each bad place in the file. */
export class ResearchImportError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length > 0 ? `${message}\n${problems.map((line) => `  ${line}`).join('\n')}` : message);
    this.name = 'ResearchImportError';
  }
}

/** Parses and validates a whole file before anything is written. */
export function parseResearchJson(text: string, source = 'the file'): ResearchCategoryList {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ResearchImportError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = researchCategoryListSchema.safeParse(data);
  if (!parsed.success) {
    throw new ResearchImportError(
      `${source} does not match the research format; nothing was imported.`,
      parsed.error.issues.slice(0, 20).map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/** Reads, validates, then replaces every category in one transaction. Returns the category count. */
export async function importResearchFile(db: Db, file: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ResearchImportError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unknown error'}`);
  }
  const list = parseResearchJson(text, file);
  return replaceResearchCategories(db, list);
}

/** `[2].research_points[0].URL`, or `(top level)` for the list itself. */
function formatPath(path: z.core.$ZodIssue['path']): string {
  if (path.length === 0) return '(top level)';
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('');
}
