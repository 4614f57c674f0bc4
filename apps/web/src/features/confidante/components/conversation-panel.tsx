import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import { href } from '@exitcraft/shared/routes';
import type { Conversation } from '@exitcraft/shared/schemas/confidante';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DeleteDialog } from './delete-dialog.tsx';

// the rename form (react-hook-form and the shared rule) is fetched when a rename starts (decision 047)
const RenameDialog = lazy(async () => ({ default: (await import('./rename-dialog.tsx')).RenameDialog }));

interface PanelProps {
  conversations: Conversation[];
  loading: boolean;
  selectedId: string | undefined;
}

/**
 * The member's conversations: open, rename, delete (after a confirmation), or start a new one.
 * At 768 px and less it folds behind a "Conversations" button, like the member sidebar.
 */
export function ConversationPanel({ conversations, loading, selectedId }: PanelProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const selected = conversations.find((conversation) => conversation.id === selectedId);

  return (
    <nav aria-label={confidanteCopy.conversations} className="min-w-0">
      <div className="flex gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((now) => !now)}
          className={buttonClasses(
            'ghost',
            'sm',
            'min-w-0 flex-1 justify-between border border-slate-300 min-[769px]:hidden',
          )}
        >
          <span className="truncate">{selected ? selected.title : confidanteCopy.conversations}</span>
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
        <Link
          to={href('confidante')}
          onClick={() => setOpen(false)}
          className={buttonClasses('primary', 'sm', 'shrink-0 min-[769px]:w-full')}
        >
          + {confidanteCopy.newConversation}
        </Link>
      </div>
      <div id={listId} className={`${open ? 'block' : 'hidden'} mt-3 min-[769px]:block`}>
        <h2 className="sr-only">{confidanteCopy.conversations}</h2>
        {!loading && conversations.length === 0 && (
          <p className="text-sm text-slate-600">{confidanteCopy.noConversations}</p>
        )}
        <ul className="flex flex-col gap-1">
          {conversations.map((conversation) => {
            const current = conversation.id === selectedId;
            return (
              <li
                key={conversation.id}
                className={`group flex items-center gap-1 rounded-lg ${current ? 'bg-navy-50' : 'hover:bg-slate-50'}`}
              >
                <Link
                  to={href('confidante', { conversationId: conversation.id })}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  className={`min-w-0 flex-1 truncate px-3 py-2 text-sm ${current ? 'font-semibold text-navy-900' : 'text-slate-800'}`}
                >
                  {conversation.title}
                </Link>
                <button
                  type="button"
                  onClick={() => setRenaming(conversation)}
                  aria-label={`${confidanteCopy.rename} “${conversation.title}”`}
                  className="rounded p-2 text-slate-600 hover:bg-white hover:text-navy-900"
                >
                  <PencilIcon />
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(conversation)}
                  aria-label={`${confidanteCopy.delete} “${conversation.title}”`}
                  className="rounded p-2 text-slate-600 hover:bg-white hover:text-red-700"
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {renaming && (
        <Suspense fallback={null}>
          <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />
        </Suspense>
      )}
      {deleting && (
        <DeleteDialog
          conversation={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            const wasOpen = deleting.id === selectedId;
            setDeleting(null);
            if (wasOpen) void navigate(href('confidante'));
          }}
        />
      )}
    </nav>
  );
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'h-4 w-4',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function PencilIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
    </svg>
  );
}
