import { libraryCopy } from '@exitcraft/shared/content/confidante';
import { surveyFields, type SurveyFieldName } from '@exitcraft/shared/content/company-survey';
import type { BrandScores, DiagnosticScores, RoiScores } from '@exitcraft/shared/schemas/assessments';
import type { CompanySurveyRead } from '@exitcraft/shared/schemas/company-survey';
import type { Db } from '../../db/client.ts';
import { listSubmissions } from '../assessments/index.ts';
import { readSurvey } from '../company-survey/index.ts';

/** A passage an answer may quote: its words and where they come from. */
export interface Passage {
  title: string;
  url: string;
  text: string;
}

/** The read form names two fields differently from the write form the labels are keyed by. */
const readKey = (field: SurveyFieldName): keyof CompanySurveyRead =>
  field === 'growthStage' ? 'stageOfGrowth' : field === 'rdProcess' ? 'rndProcess' : field;

const surveyUrl = '/dashboard/results/business-details';

/**
 * The member's own material, read through the survey and assessment services: one passage for the
 * business details and one per assessment's latest scores. Empty when they have filled in nothing.
 */
export async function memberPassages(db: Db, userId: string): Promise<Passage[]> {
  const [survey, brand, roi, diagnostic] = await Promise.all([
    readSurvey(db, userId),
    listSubmissions(db, userId, 'brand'),
    listSubmissions(db, userId, 'roi'),
    listSubmissions(db, userId, 'diagnostic'),
  ]);
  const passages: Passage[] = [];
  const details = (Object.keys(surveyFields) as SurveyFieldName[]).flatMap((field) => {
    if (field === 'address1' || field === 'address2') return [];
    const value = survey[readKey(field)];
    const shown = Array.isArray(value) ? value.join(', ') : value;
    return shown ? [`${surveyFields[field].label}: ${shown}`] : [];
  });
  if (details.length > 0) {
    passages.push({
      title: `${libraryCopy.yourResults}: business details`,
      url: surveyUrl,
      text: `${details.join('. ')}.`,
    });
  }
  const latestBrand = brand[0]?.scores as BrandScores | undefined;
  if (latestBrand)
    passages.push({
      title: `${libraryCopy.yourResults}: brand assessment`,
      url: '/dashboard/results/brand',
      text: brandText(latestBrand),
    });
  const latestDiagnostic = diagnostic[0]?.scores as DiagnosticScores | undefined;
  if (latestDiagnostic) {
    passages.push({
      title: `${libraryCopy.yourResults}: exit readiness diagnostic`,
      url: '/dashboard/results/diagnostic',
      text: diagnosticText(latestDiagnostic),
    });
  }
  const latestRoi = roi[0]?.scores as RoiScores | undefined;
  if (latestRoi)
    passages.push({
      title: `${libraryCopy.yourResults}: ROI calculation`,
      url: '/dashboard/results/roi',
      text: roiText(latestRoi),
    });
  return passages;
}

function brandText(scores: BrandScores): string {
  const sections = scores.sections.map((section) => `${section.name} ${section.score}%`).join(', ');
  return `Your latest brand assessment scored ${scores.overall}% overall (${sections}); ${scores.dont_know} statements were answered "Don't Know".`;
}

function diagnosticText(scores: DiagnosticScores): string {
  const sections = scores.sections.map((section) => `${section.name} ${section.yes_pct}%`).join(', ');
  return `Your latest exit readiness diagnostic: ${scores.overall.yes} of ${scores.overall.total} answered yes (${scores.overall.yes_pct}%); by section: ${sections}.`;
}

function roiText(scores: RoiScores): string {
  const sections = scores.sections.map((section) => `${section.name} ${section.total} ${scores.currency}`).join(', ');
  return `Your latest ROI calculation found ${scores.grand_total} ${scores.currency} in total (${sections}).`;
}

/** The member's material as a block the system prompt can carry. */
export function contextBlock(passages: Passage[]): string {
  return passages.map((passage) => `${passage.title}\n${passage.text}`).join('\n\n');
}
