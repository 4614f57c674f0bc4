import { libraryCopy } from '@exitcraft/shared/content/confidante';
import { faq } from '@exitcraft/shared/content/pricing-faq';
import { services } from '@exitcraft/shared/content/pricing-services';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listResearchCategories } from '../research/index.ts';
import type { Passage } from './context.ts';

const researchPage = '/coi';
const pricingPage = '/pricing-plan';
const quotedPassages = 3;

/** Exitcraft's own material: the research table as served today, the pricing FAQ and the services. */
export async function productPassages(db: Db): Promise<Passage[]> {
  const research = await listResearchCategories(db);
  const researchPassages = research.flatMap((category) =>
    category.research_points.flatMap((point) =>
      point.statistics.map((statistic) => ({
        title: `Research: ${point.name}`,
        url: statistic.URL || researchPage,
        text: statistic.context,
      })),
    ),
  );
  const faqPassages = faq.map((item) => ({
    title: `${libraryCopy.pricingFaq}: ${item.question}`,
    url: pricingPage,
    text: item.answer,
  }));
  const servicePassages = services.map((service) => ({
    title: `${libraryCopy.services}: ${service.label}`,
    url: pricingPage,
    text: [service.summary, ...service.member.points].join(' '),
  }));
  return [...researchPassages, ...faqPassages, ...servicePassages];
}

/**
 * The passages that best match the question, by PostgreSQL full-text search (English stemming).
 * Any of the question's words may match (an OR query: a question rarely shares every word with
 * its answer), ranked by cover density so passages holding more of the words, closer together,
 * come first. The passages travel as one JSON parameter; nothing of the question reaches the SQL
 * text, and its lexemes are quoted before they become a tsquery.
 */
export async function searchPassages(
  db: Db,
  question: string,
  passages: Passage[],
  limit = quotedPassages,
): Promise<Passage[]> {
  if (passages.length === 0) return [];
  const documents = JSON.stringify(passages.map((passage) => `${passage.title}. ${passage.text}`));
  // node-postgres and PGlite both answer `{ rows }`
  const result = (await db.execute(sql`
    with q as (
      select to_tsquery('simple', coalesce((
        select string_agg(quote_literal(lexeme), ' | ')
        from unnest(tsvector_to_array(to_tsvector('english', ${question}))) as lexeme
        where position(chr(92) in lexeme) = 0 and position(chr(39) in lexeme) = 0
      ), '')) as query
    ),
    p as (
      select (ord - 1)::int as idx, to_tsvector('english', body) as doc
      from jsonb_array_elements_text(${documents}::jsonb) with ordinality as t(body, ord)
    )
    select p.idx from p, q
    where p.doc @@ q.query
    order by ts_rank_cd(p.doc, q.query, 1) desc, p.idx
    limit ${limit}`)) as unknown as { rows: { idx: number }[] };
  return result.rows.flatMap((row) => {
    const passage = passages[Number(row.idx)];
    return passage ? [passage] : [];
  });
}

/** The library answer: the best passages quoted word for word, each with its source. */
export function libraryAnswer(found: Passage[]): { content: string; sources: { title: string; url: string }[] } {
  if (found.length === 0) return { content: libraryCopy.nothingFound, sources: [] };
  const quotes = found.map((passage) => `> ${passage.text}\n— Source: ${passage.title}`);
  return {
    content: [libraryCopy.intro, ...quotes].join('\n\n'),
    // two statistics of one research point share their source: list it once
    sources: [...new Map(found.map((passage) => [`${passage.title}\n${passage.url}`, passage])).values()].map(
      (passage) => ({ title: passage.title, url: passage.url }),
    ),
  };
}
