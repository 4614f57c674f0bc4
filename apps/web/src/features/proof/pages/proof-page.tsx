import { proofIntro } from '@exitcraft/shared/content/proof';
import { href } from '@exitcraft/shared/routes';
import { useEffect } from 'react';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ClaimsList } from '../components/claims-list.tsx';
import { EvidenceTimeline } from '../components/evidence-timeline.tsx';
import { ProofVideo } from '../components/proof-video.tsx';

export function ProofPage() {
  usePageMeta(
    proofIntro.title,
    'What a Unifying Philosophy is, how it is built in five stages over three to nine months, and the founder story behind the Exitcraft method.',
  );
  // member-area section 2: the page opens at its top, wherever the previous page was scrolled
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <section aria-labelledby="proof-title" className="mx-auto max-w-4xl px-4 pt-12 pb-6 text-center sm:px-6 md:pt-16">
        <h1 id="proof-title" className="text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">
          {proofIntro.title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{proofIntro.lead}</p>
      </section>
      <div className="px-4 sm:px-6">
        <ProofVideo />
      </div>
      <div className="mt-8 text-center">
        <Link to={href('pricingPlan')} className={buttonClasses('primary', 'lg')}>
          {proofIntro.joinCta}
        </Link>
      </div>
      <ClaimsList />
      <EvidenceTimeline />
      <div className="py-12 text-center">
        <Link to={href('pricingPlan')} className={buttonClasses('secondary', 'lg')}>
          {proofIntro.joinCta}
        </Link>
      </div>
    </>
  );
}
