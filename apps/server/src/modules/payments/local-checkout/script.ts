/**
 * The checkout page's only script, served from our origin because the CSP allows no inline code.
 * It formats what is typed like Stripe's fields do and stops a double submission; the form works
 * without it.
 */
export const checkoutScript = `'use strict';
(function () {
  var form = document.querySelector('form');
  if (!form) return;
  var number = document.getElementById('cardNumber');
  var expiry = document.getElementById('expiry');
  var cvc = document.getElementById('cvc');
  var button = form.querySelector('button[type="submit"]');

  number.addEventListener('input', function () {
    var digits = number.value.replace(/\\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  expiry.addEventListener('input', function (event) {
    var digits = expiry.value.replace(/\\D/g, '').slice(0, 4);
    if (digits.length === 1 && Number(digits) > 1) digits = '0' + digits;
    var deleting = event.inputType && event.inputType.indexOf('delete') === 0;
    expiry.value = digits.length > 2 || (digits.length === 2 && !deleting) ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
  });
  cvc.addEventListener('input', function () {
    cvc.value = cvc.value.replace(/\\D/g, '').slice(0, 4);
  });
  form.addEventListener('submit', function (event) {
    if (form.dataset.submitting === 'true') {
      event.preventDefault();
      return;
    }
    form.dataset.submitting = 'true';
    button.disabled = true;
    button.textContent = button.getAttribute('data-processing-label') || 'Processing...';
  });
  var invalid = form.querySelector('[aria-invalid="true"]');
  if (invalid) invalid.focus();
})();
`;
