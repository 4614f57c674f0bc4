import { addressLines, phoneHref } from '@exitcraft/shared/content/site';

/** The postal address, a line each; nothing when it is not set. */
export function AddressLines({ address }: { address: string | null }) {
  const lines = addressLines(address);
  if (lines.length === 0) return null;
  return (
    <span className="block">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </span>
  );
}

export function PhoneLink({ phone, className }: { phone: string | null; className?: string }) {
  if (!phone) return null;
  return (
    <a href={phoneHref(phone)} className={className}>
      {phone}
    </a>
  );
}

export function EmailLink({ email, className }: { email: string | null; className?: string }) {
  if (!email) return null;
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
