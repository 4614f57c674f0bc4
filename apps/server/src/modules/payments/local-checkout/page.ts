import { escapeHtml as e } from '../../../lib/html.ts';
import { formatMoney } from '../receipt-email.ts';
import type { CardField } from './card.ts';

export const checkoutScriptPath = '/checkout/local/assets/checkout.js';

export interface CheckoutPageView {
  sessionId: string;
  token: string;
  email: string;
  productName: string;
  amountCents: number;
  listAmountCents: number;
  currency: string;
  couponCode: string | null;
  cancelUrl: string;
  /** shown after a decline: back to the app's payment page, which explains the decline */
  declinedReturnUrl?: string | undefined;
  error?: { field?: CardField | undefined; message: string } | undefined;
  values?: { cardNumber?: string; expiry?: string; cardholderName?: string } | undefined;
}

/** The card form of the local checkout, laid out like Stripe Checkout in test mode. */
export function renderCheckoutPage(view: CheckoutPageView): string {
  const pay = formatAmount(view.amountCents, view.currency);
  const discountCents = view.listAmountCents - view.amountCents;
  const percent = view.listAmountCents > 0 ? Math.round((discountCents / view.listAmountCents) * 100) : 0;
  const summary =
    view.couponCode && discountCents > 0
      ? `<dl class="lines">
  <div><dt>Subtotal</dt><dd>${e(formatAmount(view.listAmountCents, view.currency))}</dd></div>
  <div><dt>Coupon ${e(view.couponCode)} (${percent}% off)</dt><dd>&minus;${e(formatAmount(discountCents, view.currency))}</dd></div>
  <div class="total"><dt>Total due</dt><dd>${e(pay)}</dd></div>
</dl>`
      : `<dl class="lines"><div class="total"><dt>Total due</dt><dd>${e(pay)}</dd></div></dl>`;

  const error = view.error;
  const fieldAttrs = (field: CardField) =>
    error?.field === field ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const values = view.values ?? {};
  const action = `/checkout/local/${encodeURIComponent(view.sessionId)}`;

  const body = `<div class="checkout">
<section class="summary" aria-labelledby="summary-title">
  <div class="merchant">
    <a class="back" href="${e(view.cancelUrl)}" aria-label="Cancel payment and return to Exitcraft">&larr;</a>
    <span class="brand">Exit<span>craft</span></span>
    <span class="badge">TEST MODE</span>
  </div>
  <p class="product" id="summary-title">${e(view.productName)}</p>
  <p class="price">${e(pay)}</p>
  <p class="note">One-time payment. Lifetime access, no recurring fees.</p>
  ${summary}
</section>
<main class="pay" aria-labelledby="pay-title">
  <h1 id="pay-title">Pay with card</h1>
  <div class="test-hint">
    <strong>Test mode.</strong> Pay with <span class="mono">4242 4242 4242 4242</span>, any future date and any CVC.
    <span class="mono">4000 0000 0000 0002</span> is declined. No real card is charged.
  </div>
  ${error ? `<div class="error" id="form-error" role="alert">${e(error.message)}</div>` : ''}
  ${view.declinedReturnUrl ? `<p class="return"><a href="${e(view.declinedReturnUrl)}">Return to the payment page</a> or try another card below.</p>` : ''}
  <form method="post" action="${e(action)}" novalidate>
    <input type="hidden" name="token" value="${e(view.token)}">
    <div class="field">
      <label for="email">Email</label>
      <input id="email" type="email" value="${e(view.email)}" readonly>
    </div>
    <fieldset class="field">
      <legend>Card information</legend>
      <div class="card-group">
        <label class="sr-only" for="cardNumber">Card number</label>
        <input id="cardNumber" name="cardNumber" class="card-number" inputmode="numeric" autocomplete="cc-number"
          placeholder="1234 1234 1234 1234" maxlength="23" value="${e(values.cardNumber ?? '')}" required${fieldAttrs('cardNumber')}>
        <label class="sr-only" for="expiry">Expiration date (MM / YY)</label>
        <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"
          value="${e(values.expiry ?? '')}" required${fieldAttrs('expiry')}>
        <label class="sr-only" for="cvc">Security code (CVC)</label>
        <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4"
          required${fieldAttrs('cvc')}>
      </div>
    </fieldset>
    <div class="field">
      <label for="cardholderName">Cardholder name</label>
      <input id="cardholderName" name="cardholderName" autocomplete="cc-name" placeholder="Full name on card"
        maxlength="200" value="${e(values.cardholderName ?? '')}" required${fieldAttrs('cardholderName')}>
    </div>
    <button type="submit" class="submit" data-processing-label="Processing...">Pay ${e(pay)}</button>
  </form>
  <p class="cancel"><a href="${e(view.cancelUrl)}">Cancel and return to Exitcraft</a></p>
</main>
</div>`;
  return layout(`Pay ${pay} · Exitcraft test checkout`, body);
}

export interface MessagePageView {
  title: string;
  message: string;
  link: { href: string; label: string };
}

/** A dead end explained: a session that does not exist, has expired, or was already paid. */
export function renderMessagePage(view: MessagePageView): string {
  const body = `<main class="message" aria-labelledby="message-title">
  <span class="brand">Exit<span>craft</span></span> <span class="badge">TEST MODE</span>
  <h1 id="message-title">${e(view.title)}</h1>
  <p>${e(view.message)}</p>
  <p><a class="button-link" href="${e(view.link.href)}">${e(view.link.label)}</a></p>
</main>`;
  return layout(`${view.title} · Exitcraft`, body);
}

function formatAmount(amountCents: number, currency: string): string {
  return formatMoney(amountCents, currency).replace(/ [A-Z]{3}$/, '');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${e(title)}</title>
<style>${styles}</style>
<script src="${checkoutScriptPath}" defer></script>
</head>
<body>
${body}
</body>
</html>`;
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1f36;background:#fff;-webkit-font-smoothing:antialiased}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.checkout{display:flex;flex-direction:column;min-height:100vh}
.summary{background:#f7f8fa;padding:24px 20px;border-bottom:1px solid #e3e8ee}
.merchant{display:flex;align-items:center;gap:12px;margin-bottom:24px}
.back{color:#0b1f3a;text-decoration:none;font-size:20px;line-height:1;padding:6px 8px;border-radius:6px}
.back:hover,.back:focus-visible{background:#e3e8ee}
.brand{font-weight:700;font-size:18px;color:#0b1f3a}
.brand span{color:#825e00}
.badge{display:inline-block;background:#ffde92;color:#7a4a00;font-size:11px;font-weight:700;letter-spacing:.06em;padding:3px 8px;border-radius:4px}
.product{margin:0;color:#4f566b;font-size:16px;font-weight:500}
.price{margin:6px 0 4px;font-size:36px;font-weight:700;color:#0b1f3a;letter-spacing:-.02em}
.note{margin:0 0 16px;color:#4f566b;font-size:14px}
.lines{margin:0;font-size:14px;max-width:420px}
.lines div{display:flex;justify-content:space-between;gap:16px;padding:8px 0;border-top:1px solid #e3e8ee}
.lines dt{color:#4f566b}.lines dd{margin:0;font-weight:500}
.lines .total dt,.lines .total dd{color:#1a1f36;font-weight:700}
.pay{padding:24px 20px 40px;width:100%;max-width:480px;margin:0 auto}
h1{font-size:20px;margin:0 0 16px;color:#1a1f36}
.test-hint{background:#fff8e6;border:1px solid #f5d27a;border-radius:8px;padding:10px 12px;font-size:13px;line-height:1.5;color:#5c3d00;margin-bottom:16px}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:nowrap}
.error{background:#fdecea;border:1px solid #f5a3a0;color:#a4000f;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:16px}
.field{margin:0 0 16px;padding:0;border:0;min-width:0}
label,legend{display:block;font-size:14px;font-weight:500;color:#30313d;margin-bottom:6px;padding:0}
input{width:100%;font:inherit;font-size:16px;padding:10px 12px;border:1px solid #d5dbe1;border-radius:6px;background:#fff;color:#1a1f36}
input[readonly]{background:#f7f8fa;color:#4f566b}
input:focus{outline:2px solid #0b1f3a;outline-offset:0;border-color:#0b1f3a}
input[aria-invalid="true"]{border-color:#df1b41;color:#a4000f}
.card-group{display:grid;grid-template-columns:1fr 1fr;border-radius:6px}
.card-group .card-number{grid-column:1/3;border-radius:6px 6px 0 0}
.card-group #expiry{border-radius:0 0 0 6px;border-top:0}
.card-group #cvc{border-radius:0 0 6px 0;border-top:0;border-left:0}
.submit{width:100%;margin-top:8px;padding:14px 16px;font:inherit;font-size:16px;font-weight:600;color:#fff;background:#0b1f3a;border:0;border-radius:6px;cursor:pointer}
.submit:hover{background:#163a66}.submit:focus-visible{outline:3px solid #f5b82e;outline-offset:2px}
.submit[disabled]{opacity:.7;cursor:progress}
.return{font-size:14px;margin:-6px 0 16px;color:#4f566b}
.cancel{text-align:center;font-size:14px;margin-top:20px}
.cancel a,.return a,.message a{color:#0b1f3a}
.message{max-width:480px;margin:64px auto;padding:0 20px;text-align:center}
.message h1{margin-top:24px}
.message p{color:#4f566b;line-height:1.5}
.button-link{display:inline-block;margin-top:8px;padding:12px 20px;background:#0b1f3a;color:#fff !important;text-decoration:none;border-radius:6px;font-weight:600}
@media (min-width:900px){
.checkout{flex-direction:row}
.summary{flex:1;display:flex;flex-direction:column;align-items:flex-end;padding:64px 48px;border-bottom:0;border-right:1px solid #e3e8ee}
.summary>*{width:100%;max-width:420px}
.pay{flex:1;margin:0;padding:64px 48px}
}`;
