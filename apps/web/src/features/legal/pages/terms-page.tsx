import { termsOfService } from '@exitcraft/shared/content/legal';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { LegalDocumentView } from '../components/legal-document-view.tsx';

export function TermsPage() {
  usePageMeta(
    'Terms of Service',
    'Exitcraft terms of service: membership, payment, the 90-day promise and your rights.',
  );
  return <LegalDocumentView document={termsOfService} />;
}
