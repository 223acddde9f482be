import { DRAW_ADDRESS_MAX, DRAW_CLAIM_CODE_PATTERN } from '@miao/contracts/draws';
import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from '@miao/contracts/patterns';

export interface ClaimFormValues {
  name: string;
  contact: string;
  address: string;
  code: string;
}

export type ClaimField = keyof ClaimFormValues;

/**
 * The claim form's spec 5 rules, as the server checks them: the fields that are not right. The
 * code is checked once one was asked for (`withCode`).
 */
export function claimFormProblems(values: ClaimFormValues, withCode: boolean): ClaimField[] {
  const problems: ClaimField[] = [];
  const name = values.name.trim();
  if (!name || name.length > CONTACT_NAME_MAX) problems.push('name');
  const contact = values.contact.trim();
  const okContact = contact.includes('@')
    ? contact.length <= EMAIL_INPUT_MAX && EMAIL_PATTERN.test(contact)
    : MAINLAND_MOBILE_PATTERN.test(contact);
  if (!okContact) problems.push('contact');
  const address = values.address.trim();
  if (!address || address.length > DRAW_ADDRESS_MAX) problems.push('address');
  if (withCode && !DRAW_CLAIM_CODE_PATTERN.test(values.code.trim())) problems.push('code');
  return problems;
}
