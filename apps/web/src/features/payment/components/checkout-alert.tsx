interface CheckoutAlertProps {
  title: string;
  detail: string;
}

/** A failure the payer must see: the checkout could not start, or the card was declined. */
export function CheckoutAlert({ title, detail }: CheckoutAlertProps) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{detail}</p>
    </div>
  );
}
