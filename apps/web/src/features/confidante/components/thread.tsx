import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import { href } from '@exitcraft/shared/routes';
import type { ConfidanteMessage, MessageSource } from '@exitcraft/shared/schemas/confidante';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from '../../../lib/router.tsx';
import type { StreamingAnswer } from '../api.ts';

interface ThreadProps {
  messages: ConfidanteMessage[];
  /** the question on its way, before the server has stored it */
  pendingQuestion: string | null;
  streaming: StreamingAnswer | null;
  /** how the answer that streams is being made (the page's mode) */
  streamingMode: ConfidanteMessage['mode'];
}

/** The conversation, oldest first, with the answer streaming in at the end. */
export function Thread({ messages, pendingQuestion, streaming, streamingMode }: ThreadProps) {
  const end = useRef<HTMLDivElement>(null);
  const streamedLength = streaming?.text.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, streamedLength, pendingQuestion]);

  // once the conversation is read again the stored answer follows the question: the streamed copy goes
  const questionIndex = streaming?.question
    ? messages.findIndex((message) => message.id === streaming.question?.id)
    : -1;
  const answered = questionIndex !== -1 && questionIndex < messages.length - 1;
  const empty = messages.length === 0 && !pendingQuestion && !streaming;
  return (
    <div
      role="log"
      aria-label="Conversation"
      aria-busy={streaming && !streaming.stopped ? true : undefined}
      className="flex max-h-[60vh] min-h-[18rem] flex-1 flex-col gap-3 overflow-y-auto p-3 sm:p-4"
      tabIndex={0}
    >
      {empty && <p className="m-auto max-w-sm text-center text-slate-600">{confidanteCopy.emptyThread}</p>}
      {messages.map((message) => (
        <Bubble
          key={message.id}
          role={message.role}
          content={message.content}
          mode={message.mode}
          sources={message.sources}
          stopped={message.stopped}
        />
      ))}
      {pendingQuestion && <Bubble role="user" content={pendingQuestion} mode={null} sources={[]} />}
      {streaming?.question && !messages.some((message) => message.id === streaming.question?.id) && (
        <Bubble role="user" content={streaming.question.content} mode={null} sources={[]} />
      )}
      {streaming && !answered && (streaming.text !== '' || !streaming.stopped) && (
        <Bubble
          role="assistant"
          content={streaming.text}
          mode={streamingMode}
          sources={[]}
          writing={!streaming.stopped}
          stopped={streaming.stopped}
        />
      )}
      <div ref={end} />
    </div>
  );
}

function Bubble({
  role,
  content,
  mode,
  sources,
  writing = false,
  stopped = false,
}: {
  role: ConfidanteMessage['role'];
  /** how an answer was made: a model's is Markdown, the library's quotes Exitcraft's passages */
  mode: ConfidanteMessage['mode'];
  content: string;
  sources: MessageSource[];
  writing?: boolean;
  /** the member stopped this answer: what is shown is what had arrived */
  stopped?: boolean;
}) {
  const mine = role === 'user';
  return (
    <article
      aria-label={mine ? 'Your question' : 'Confidante’s answer'}
      className={`max-w-[92%] rounded-2xl px-4 py-3 ${mine ? 'self-end bg-navy-900 text-white' : 'self-start bg-slate-100 text-slate-900'}`}
    >
      {mine ? (
        <p className="whitespace-pre-wrap break-words">{content}</p>
      ) : mode === 'model' ? (
        <ModelAnswer content={content} />
      ) : (
        <AnswerText content={content} />
      )}
      {writing && <p className="mt-1 text-sm text-slate-600">{confidanteCopy.thinking}</p>}
      {stopped && <p className="mt-1 text-sm italic text-slate-600">{confidanteCopy.stopped}</p>}
      {sources.length > 0 && (
        <ul className="mt-2 space-y-1 border-t border-slate-300 pt-2 text-sm" aria-label="Sources">
          {sources.map((source, index) => (
            <li key={index}>
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
  if (source.url.startsWith(href('home'))) {
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

/**
 * react-markdown and its parser (about 36 KB gzip) load with the first model answer shown, or as a
 * conversation opens in model mode (`preloadMarkdown`), not with the page; until they arrive the
 * answer shows as plain text.
 */
export const preloadMarkdown = () => import('./markdown-answer.tsx');
const MarkdownAnswer = lazy(preloadMarkdown);

/** A model answer as Markdown; the plain text while the renderer loads. */
function ModelAnswer({ content }: { content: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words">{content}</p>}>
      <MarkdownAnswer content={content} />
    </Suspense>
  );
}

/**
 * The text as text, never as HTML. A library answer quotes passages as `> quote` followed by a
 * `— Source: …` line; those blocks are shown as quotations with their source beneath.
 */
function AnswerText({ content }: { content: string }) {
  const blocks = content.split(/\n{2,}/);
  return (
    <div className="flex flex-col gap-2">
      {blocks.map((block, index) => {
        const quote = /^> ([\s\S]*?)(?:\n— Source: (.*))?$/.exec(block);
        if (!quote) {
          return (
            <p key={index} className="whitespace-pre-wrap break-words">
              {block}
            </p>
          );
        }
        return (
          <figure key={index} className="border-l-4 border-gold-400 pl-3">
            <blockquote className="whitespace-pre-wrap break-words">{quote[1]}</blockquote>
            {quote[2] && <figcaption className="mt-1 text-sm text-slate-700">Source: {quote[2]}</figcaption>}
          </figure>
        );
      })}
    </div>
  );
}
