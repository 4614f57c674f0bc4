/*
 * The back office's step-up window, its code and sentences, without zod: the back office's shell
 * asks for the password with them and loads no schema library for it (decision 047).
 */

/** How long `POST /staff/step-up/` lets one session move money or access. */
export const staffStepUpMinutes = 15;
export const stepUpRequiredCode = 'step_up_required';
export const stepUpRequiredMessage = 'Confirm your password to continue.';
export const wrongStaffPasswordMessage = 'That password is not right.';
