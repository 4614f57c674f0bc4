import { checkoutCopy } from '@exitcraft/shared/content/pricing';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';

interface PayButtonProps {
  price: number;
  processing: boolean;
  onPay: () => void;
}

/** "Pay $price" ("Processing..." and disabled while busy) with the legal links under it. */
export function PayButton({ price, processing, onPay }: PayButtonProps) {
  return (
    <div>
      <Button variant="primary" size="lg" className="w-full" disabled={processing} onClick={onPay}>
        {processing ? checkoutCopy.processing : checkoutCopy.pay(formatMoney(price))}
      </Button>
      <p className="mt-3 text-center text-xs text-slate-600">{checkoutCopy.secureNote}</p>
      <p className="mt-2 text-center text-sm text-slate-600">
        {checkoutCopy.agreement}{' '}
        <Link to={href('terms')} className="font-medium text-navy-800 underline">
          {checkoutCopy.terms}
        </Link>{' '}
        {checkoutCopy.and}{' '}
        <Link to={href('privacy')} className="font-medium text-navy-800 underline">
          {checkoutCopy.privacy}
        </Link>
        .
      </p>
    </div>
  );
}
