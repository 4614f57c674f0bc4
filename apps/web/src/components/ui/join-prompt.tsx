import { href } from '@exitcraft/shared/routes';
import { Link, useLocation } from '../../lib/router.tsx';
import { buttonClasses } from './button.tsx';

/** A public tool page's call to a visitor: "Register for Free" or "Login" (back here afterwards). */
export function JoinPrompt({ title, text }: { title: string; text: string }) {
  const location = useLocation();
  return (
    <section aria-labelledby="join-title" className="rounded-2xl bg-navy-900 p-6 text-white">
      <h2 id="join-title" className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 text-navy-100">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={href('auth', undefined, { plan: 'guest', view: 'register' })} className={buttonClasses('primary')}>
          Register for Free
        </Link>
        <Link
          to={href('auth', undefined, { view: 'login' })}
          state={{ from: location.pathname }}
          className={buttonClasses('ghost', 'md', 'bg-white')}
        >
          Login
        </Link>
      </div>
    </section>
  );
}
