import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import type { ConfidanteMessage, MessageSource } from '@exitcraft/shared/schemas/confidante';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { StreamingAnswer } from '../api.ts';

interface ThreadProps {
  messages: ConfidanteMessage[];
  /** the question on its way, before the server has stored it */
  pendingQuestion: string | null;
  streaming: StreamingAnswer | null;
}

/** The conversation, oldest first, with the answer streaming in at the end. */
export function Thread({ messages, pendingQuestion, streaming }: ThreadProps) {
  const end = useRef<HTMLDivElement>(null);
  const streamedLength = streaming?.text.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, streamedLength, pendingQuestion]);

  const empty = messages.length === 0 && !pendingQuestion && !streaming;
  return (
    <div
      role="log"
      aria-label="Conversation"
      aria-busy={streaming ? true : undefined}
      className="flex max-h-[60vh] min-h-[18rem] flex-1 flex-col gap-3 overflow-y-auto p-3 sm:p-4"
      tabIndex={0}
    >
      {empty && <p className="m-auto max-w-sm text-center text-slate-600">{confidanteCopy.emptyThread}</p>}
      {messages.map((message) => (
        <Bubble key={message.id} role={message.role} content={message.content} sources={message.sources} />
      ))}
      {pendingQuestion && <Bubble role="user" content={pendingQuestion} sources={[]} />}
      {streaming?.question && !messages.some((message) => message.id === streaming.question?.id) && (
        <Bubble role="user" content={streaming.question.content} sources={[]} />
      )}
      {streaming && <Bubble role="assistant" content={streaming.text} sources={[]} writing />}
      <div ref={end} />
    </div>
  );
}

function Bubble({
  role,
  content,
  sources,
  writing = false,
}: {
  role: ConfidanteMessage['role'];
  content: string;
  sources: MessageSource[];
  writing?: boolean;
}) {
  const mine = role === 'user';
  return (
    <article
      aria-label={mine ? 'Your question' : 'Confidante’s answer'}
      className={`max-w-[92%] rounded-2xl px-4 py-3 ${mine ? 'self-end bg-navy-900 text-white' : 'self-start bg-slate-100 text-slate-900'}`}
    >
      <p className="whitespace-pre-wrap break-words">{content}</p>
      {writing && <p className="mt-1 text-sm text-slate-600">{confidanteCopy.thinking}</p>}
      {sources.length > 0 && (
        <ul className="mt-2 space-y-1 border-t border-slate-300 pt-2 text-sm" aria-label="Sources">
          {sources.map((source) => (
            <li key={`${source.title}-${source.url}`}>
              <SourceLink source={source} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function SourceLink({ source }: { source: MessageSource }) {
  const className = 'text-navy-800 underline underline-offset-2 hover:text-navy-950';
  if (source.url.startsWith('/')) {
    return (
      <Link to={source.url} className={className}>
        {source.title}
      </Link>
    );
  }
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className={className}>
      {source.title}
    </a>
  );
}
