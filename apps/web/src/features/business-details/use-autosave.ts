import type { SurveyFieldName } from '@exitcraft/shared/content/company-survey';
import { useEffect, useState } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import { useSaveSurvey } from './api.ts';
import { createAutosaver, type SaveStatus } from './autosaver.ts';
import { pickFields, type SurveyFormValues } from './survey-values.ts';

/** Saves the survey form as the person types (see createAutosaver); answers the save status. */
export function useSurveyAutosave(watch: UseFormWatch<SurveyFormValues>, getValues: () => SurveyFormValues) {
  const save = useSaveSurvey();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [saver] = useState(() =>
    createAutosaver<SurveyFieldName>(async (names) => {
      const survey = await save.mutateAsync(pickFields(getValues(), names));
      return new Date(survey.updated_at ?? Date.now());
    }, setStatus),
  );

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) saver.touch(name.split('.')[0] as SurveyFieldName);
    });
    return () => {
      subscription.unsubscribe();
      saver.leave();
    };
  }, [watch, saver]);

  return { status, stop: saver.stop };
}
