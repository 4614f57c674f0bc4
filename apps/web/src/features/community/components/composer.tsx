import { communityCopy, communityMessageMaxLength } from '@exitcraft/shared/content/community';
import type { CommunityPostRequest } from '@exitcraft/shared/schemas/community';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { setFormApiError } from '../../../lib/api-error.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { usePostMessage } from '../api.ts';
import { formatCount } from '../../../lib/format.ts';

// the shared rule (and zod) load with the box's first focus or send, not with the page (decision 047)
const postResolver = lazyResolver(async () => {
  const [{ zodResolver }, { communityPostRequestSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@exitcraft/shared/schemas/community'),
  ]);
  return zodResolver(communityPostRequestSchema);
});

/** A member's message box: Enter sends, Shift+Enter starts a new line; a refusal keeps the text. */
export function Composer({ channel, channelName }: { channel: string; channelName: string }) {
  const post = usePostMessage(channel);
  const { register, handleSubmit, setError, clearErrors, reset, control, formState } = useForm<CommunityPostRequest>({
    resolver: postResolver,
    defaultValues: { text: '' },
  });
  const length = useWatch({ control, name: 'text' }).length;
  const submit = handleSubmit((values) =>
    post.mutateAsync(values.text).then(
      () => reset({ text: '' }),
      (failure) => setFormApiError(failure, setError, { fields: ['text'] }),
    ),
  );
  const error = formState.errors.text?.message ?? formState.errors.root?.server?.message;
  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3" noValidate>
      <label htmlFor="community-composer" className="sr-only">
        {communityCopy.composerLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id="community-composer"
          rows={2}
          placeholder={communityCopy.composerPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby="community-composer-help"
          className="min-h-11 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-navy-700 focus:outline-none focus:ring-2 focus:ring-navy-200"
          {...register('text', {
            onChange: () => clearErrors('root'),
          })}
          onFocus={postResolver.preload}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={formState.isSubmitting}
          aria-label={`${communityCopy.send} to ${channelName}`}
        >
          {communityCopy.send}
        </Button>
      </div>
      <div id="community-composer-help" className="mt-1 flex justify-between gap-3 text-sm">
        <span role="alert" className="text-red-700">
          {error}
        </span>
        <span className={length > communityMessageMaxLength ? 'text-red-700' : 'text-slate-600'}>
          {formatCount(length)} / {formatCount(communityMessageMaxLength)}
        </span>
      </div>
    </form>
  );
}
