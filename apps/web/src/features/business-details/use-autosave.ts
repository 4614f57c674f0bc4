import type { SurveyFieldName } from '@exitcraft/shared/content/company-survey';
import { useEffect, useState } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import { useSaveSurvey } from './api.ts';
import type { SaveStatus } from '../../shared/autosave/throttled-save.ts';
import { createAutosaver } from './autosaver.ts';
import { pickFields, type SurveyFormValues } from './survey-values.ts';

/** Saves the survey form as the person types (see createAutosaver); answers the save status. */
export function useSurveyAutosave(watch: UseFormWatch<SurveyFormValues>, getValues: () => SurveyFormValues) {
  const save = useSaveSurvey();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [saver] = useState(() =>
    createAutosaver<SurveyFieldName>(async (names, leaving) => {
      const survey = await save.mutateAsync({ fields: pickFields(getValues(), names), keepalive: leaving });
      return new Date(survey.updated_at ?? Date.now());
    }, setStatus),
  );

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) saver.touch(name.split('.')[0] as SurveyFieldName);
    });
    // a reload or a closed tab unmounts nothing: what is waiting goes out as the page is hidden
    const onHide = () => saver.leave();
    window.addEventListener('pagehide', onHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onHide);
      saver.leave();
    };
  }, [watch, saver]);

  return { status, stop: saver.stop };
}
