import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

interface ComposerProps {
  busy: boolean;
  onSend: (content: string) => Promise<boolean>;
  /** while an answer streams: ends it (the Stop button takes the Send button's place) */
  onStop?: (() => void) | undefined;
}

/**
 * The question box: Enter sends, Shift+Enter starts a new line. The text leaves the box when it is
 * sent and comes back if the question could not be answered, so nothing typed is lost.
 */
export function Composer({ busy, onSend, onStop }: ComposerProps) {
  const [text, setText] = useState('');
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const submit = async () => {
    const content = text.trim();
    if (!content || busy) return;
    setText('');
    const sent = await onSend(content);
    if (!sent) setText((now) => (now === '' ? content : now));
  };
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {confidanteCopy.composerLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          aria-describedby={`${id}-hint`}
          id={id}
          value={text}
          rows={2}
          maxLength={4000}
          placeholder={confidanteCopy.composerPlaceholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          className="min-h-[3rem] flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-navy-700 focus:outline-none focus:ring-2 focus:ring-navy-200"
        />
        {onStop ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              onStop();
              // the button goes with the answer it stopped: the question box keeps the focus
              box.current?.focus();
            }}
          >
            <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-[2px] bg-current" />
            {confidanteCopy.stop}
          </Button>
        ) : (
          <Button type="submit" variant="secondary" disabled={busy || text.trim() === ''}>
            {confidanteCopy.send}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {confidanteCopy.composerHint}
      </p>
    </form>
  );
}
