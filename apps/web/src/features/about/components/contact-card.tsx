import { aboutContact } from '@exitcraft/shared/content/about';
import { formatAddress, site } from '@exitcraft/shared/content/site';

export function ContactCard() {
  return (
    <section aria-labelledby="contact-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <div className="rounded-xl bg-navy-900 p-6 text-white sm:p-10">
        <h2 id="contact-title" className="text-2xl font-bold sm:text-3xl">
          {aboutContact.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-navy-100">{aboutContact.text}</p>
        <address className="mt-8 grid gap-6 not-italic md:grid-cols-3">
          <div>
            <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">{aboutContact.addressLabel}</p>
            <p className="mt-2">
              {site.legalName}
              <br />
              {formatAddress()}
            </p>
          </div>
          <div>
            <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">{aboutContact.emailLabel}</p>
            <a href={`mailto:${site.email}`} className="mt-2 inline-block break-all underline hover:text-gold-400">
              {site.email}
            </a>
          </div>
          <div>
            <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">{aboutContact.phoneLabel}</p>
            <a href={site.phoneHref} className="mt-2 inline-block underline hover:text-gold-400">
              {site.phone}
            </a>
          </div>
        </address>
      </div>
    </section>
  );
}
