import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import { useId, useState } from 'react';

const storageKey = 'confidante-use-context';

/** The member's choice to share their business details and scores, remembered in this browser. */
export function useContextPreference(): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      return window.localStorage.getItem(storageKey) === 'on';
    } catch {
      return false;
    }
  });
  const update = (next: boolean) => {
    setValue(next);
    try {
      window.localStorage.setItem(storageKey, next ? 'on' : 'off');
    } catch {
      // private mode without storage: the choice lasts for this page
    }
  };
  return [value, update];
}

export function ContextToggle({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const hintId = useId();
  return (
    <div className="mb-3 flex items-start gap-3">
      <input
        id={`${hintId}-toggle`}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={hintId}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 h-4 w-4 accent-navy-900"
      />
      <div>
        <label htmlFor={`${hintId}-toggle`} className="text-sm font-medium text-navy-900">
          {confidanteCopy.contextToggle}
        </label>
        <p id={hintId} className="text-xs text-slate-600">
          {confidanteCopy.contextHint}
        </p>
      </div>
    </div>
  );
}
