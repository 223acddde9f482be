import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { productRequestProblem, type ContactProblem, type ProductMode } from '@miao/contracts/product-rules';

export interface RequestFormValues {
  nickname: string;
  /** The mobile number in China mode, the e-mail otherwise (spec 5). */
  contact: string;
}

export type RequestFormField = 'contact' | 'nickname';

/** Spec 5: the e-mail input is cut at 80 characters (a mobile is 11 digits). */
export function cutContact(value: string, mode: ProductMode): string {
  return mode === 'cn' ? value.replace(/\D/g, '').slice(0, 11) : value.slice(0, EMAIL_INPUT_MAX);
}

/** Spec 5: the contact name is cut at 20 characters. */
export function cutNickname(value: string): string {
  return [...value].slice(0, CONTACT_NAME_MAX).join('');
}

/** The request body for the form's values in a mode. */
export function requestBody(code: string, values: RequestFormValues, mode: ProductMode) {
  const contact = values.contact.trim();
  return {
    product_code: code,
    nickname: values.nickname.trim(),
    mobile: mode === 'cn' ? contact : '',
    email: mode === 'cn' ? '' : contact,
    mode,
  };
}

/**
 * The first problem of the form under the shared spec 5 rule (contracts): which field and the
 * translation key of its message.
 */
export function validateRequestForm(
  values: RequestFormValues,
  mode: ProductMode,
): { field: RequestFormField; problem: ContactProblem; message: string } | null {
  const body = requestBody('', values, mode);
  const problem = productRequestProblem(body, mode);
  if (!problem) return null;
  const field: RequestFormField =
    problem === 'input_error_mobile' || problem === 'input_error_email' ? 'contact' : 'nickname';
  return { field, problem, message: `products.request.errors.${problem}` };
}
