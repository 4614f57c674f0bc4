import { privacyPolicy } from '@exitcraft/shared/content/legal';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { LegalDocumentView } from '../components/legal-document-view.tsx';

export function PrivacyPage() {
  usePageMeta('Privacy Policy', 'How Exitcraft collects, uses and protects your personal information.');
  return <LegalDocumentView document={privacyPolicy} />;
}
