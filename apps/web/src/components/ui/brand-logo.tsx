import { site } from '@exitcraft/shared/content/site';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../lib/router.tsx';

export function BrandLogo({ light = false }: { light?: boolean }) {
  return (
    <Link to={href('home')} className="inline-flex items-center gap-2" aria-label={`${site.brand} home`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill={light ? '#f5b82e' : '#0b1f3a'} />
        <path d="M9 22V10h12v3h-8.5v1.8H20v3h-7.5V19H21v3z" fill={light ? '#0b1f3a' : '#f5b82e'} />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${light ? 'text-white' : 'text-navy-900'}`}>
        {site.brand}
      </span>
    </Link>
  );
}
