import Markdown, { type Components } from 'react-markdown';

/** The only links an answer may hold: web pages and email addresses, never script or data URLs. */
const safeUrl = /^(?:https?:\/\/|mailto:)/i;

/** Every other URL (javascript:, data:, a path on our own site) becomes no link at all. */
export function answerUrl(url: string): string {
  return safeUrl.test(url.trim()) ? url.trim() : '';
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-navy-800 underline underline-offset-2 hover:text-navy-950"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // an image would load whatever address the model wrote (a known way to leak a conversation):
  // its description is shown instead
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
  p: (props) => <p className="break-words" {...strip(props)} />,
  ul: (props) => <ul className="list-disc space-y-1 pl-6" {...strip(props)} />,
  ol: (props) => <ol className="list-decimal space-y-1 pl-6" {...strip(props)} />,
  blockquote: (props) => <blockquote className="border-l-4 border-gold-400 pl-3" {...strip(props)} />,
  pre: (props) => (
    <pre
      className="overflow-x-auto rounded-lg bg-navy-950 p-3 text-sm text-white [&_code]:bg-transparent [&_code]:p-0"
      {...strip(props)}
    />
  ),
  code: (props) => <code className="rounded bg-white px-1 py-0.5 font-mono text-[0.9em]" {...strip(props)} />,
  // the thread's own heading levels stay in order: an answer's headings are bold lines
  h1: (props) => <p className="font-bold" {...strip(props)} />,
  h2: (props) => <p className="font-bold" {...strip(props)} />,
  h3: (props) => <p className="font-semibold" {...strip(props)} />,
  h4: (props) => <p className="font-semibold" {...strip(props)} />,
  h5: (props) => <p className="font-semibold" {...strip(props)} />,
  h6: (props) => <p className="font-semibold" {...strip(props)} />,
};

/** react-markdown passes its syntax tree node along: it is not an attribute of the element. */
function strip<T extends { node?: unknown }>({ node: _node, ...props }: T): Omit<T, 'node'> {
  return props;
}

/**
 * A model answer rendered as Markdown (CommonMark: lists, emphasis, links, code). Raw HTML is never
 * rendered: react-markdown without rehype-raw shows it as text, so a `<script>` in an answer is
 * read, not run. Links open in a new tab without the opener or a referrer, and only to http(s) and
 * mailto addresses.
 */
export default function MarkdownAnswer({ content }: { content: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Markdown components={components} urlTransform={answerUrl}>
        {content}
      </Markdown>
    </div>
  );
}
