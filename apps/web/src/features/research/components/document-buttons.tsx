import { coiPageCopy as copy } from '@exitcraft/shared/content/research';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { documentLinks } from '../lib/document-links.ts';

/** Links styled as buttons: a new tab, without handing the opened page a reference back to ours. */
export function DocumentButtons({ url, title }: { url: string; title: string }) {
  const links = documentLinks(url);
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      <a
        href={links.view}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${copy.viewDocument}: ${title} (opens in a new tab)`}
        className={buttonClasses('secondary', 'sm')}
      >
        {copy.viewDocument}
      </a>
      <a
        href={links.download}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${copy.downloadDocument}: ${title} (opens in a new tab)`}
        className={buttonClasses('ghost', 'sm', 'ring-1 ring-navy-900/20')}
      >
        {copy.downloadDocument}
      </a>
    </div>
  );
}
