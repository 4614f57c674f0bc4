import { fireEvent } from '@testing-library/react';

/**
 * Sets a field's value and sends the event a browser sends for that edit: `input` for a text box, a
 * slider or a code box (a person's typing or dragging fires it on every change), `change` for a
 * select. The app's `onChange` handlers listen to exactly those (Preact's compat maps an input's
 * `onChange` to `input`, as React's own event system also listens to it, decision 048); a bare
 * `change` on a text box, which no edit in a browser sends alone, reaches no handler.
 */
export function changeValue(field: Element, init: { target: { value: string } }) {
  return field instanceof HTMLSelectElement ? fireEvent.change(field, init) : fireEvent.input(field, init);
}
