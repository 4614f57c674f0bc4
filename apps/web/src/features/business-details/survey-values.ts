import { surveyFieldNames, type SurveyFieldName } from '@exitcraft/shared/content/company-survey';
import type { CompanySurveyRead, CompanySurveyWrite } from '@exitcraft/shared/schemas/company-survey';

/** The form's values: the write form's names, '' for an empty text or choice. */
export type SurveyFormValues = { [Field in SurveyFieldName]: Field extends 'growthStage' ? string[] : string };

/** What the server holds (read form), as the form shows it. */
export function formValuesOf(survey: CompanySurveyRead | undefined): SurveyFormValues {
  const values = {} as Record<SurveyFieldName, string | string[]>;
  for (const name of surveyFieldNames) {
    if (name === 'growthStage') values[name] = survey?.stageOfGrowth ?? [];
    else if (name === 'rdProcess') values[name] = survey?.rndProcess ?? '';
    else values[name] = survey?.[name] ?? '';
  }
  return values as SurveyFormValues;
}

/** Only the named fields of the form, as the write form sends them. */
export function pickFields(values: SurveyFormValues, names: Iterable<SurveyFieldName>): CompanySurveyWrite {
  const fields: Record<string, string | string[]> = {};
  for (const name of names) fields[name] = values[name];
  return fields as CompanySurveyWrite;
}
