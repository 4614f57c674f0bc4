import type { LegalDocument } from '@exitcraft/shared/content/legal';
import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import { AddressLines, EmailLink, PhoneLink } from '../../../shared/site-config/contact-links.tsx';
import { WithSiteConfig } from '../../../shared/site-config/with-site-config.tsx';
import { lazyDateFormat } from '../../../lib/format.ts';

// "November 28, 2026", as every other date of the site: en-US's long date, which lib/format writes
// without Intl (an en-CA format was Intl's, and its first use took ~30 ms of the page's hydration)
const dateFormat = lazyDateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Renders a Terms or Privacy document: a readable column of numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last updated <time dateTime={document.updated}>{dateFormat.format(new Date(document.updated))}</time>
      </p>
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-bold text-navy-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.operatorContact && (
            <address className="mt-3 leading-relaxed text-slate-700 not-italic">
              <WithSiteConfig>{(operator) => <OperatorContact operator={operator} />}</WithSiteConfig>
            </address>
          )}
          {section.points && (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-gold-500">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

/** The operator as staff set it, read once the page runs; each detail not set is left out. */
function OperatorContact({ operator }: { operator: SiteConfig }) {
  const link = 'font-medium text-navy-800 underline';
  return (
    <>
      {operator.company_name && <span className="block font-semibold">{operator.company_name}</span>}
      <AddressLines address={operator.address} />
      <EmailLink email={operator.contact_email} className={`block ${link}`} />
      <PhoneLink phone={operator.support_phone} className={`block ${link}`} />
    </>
  );
}
