import type { FastifyRequest } from 'fastify';
import {
  productRequestMode,
  productRequestProblem,
  type ProductMode,
  type ProductRequestBody,
} from '@miao/contracts/products';
import { fail } from '../../platform/errors';
import { requirePermission } from '../../platform/identity';

/** Settings edits, request lists and exports are staff tools (admin.access, held by `internal staff`). */
export function requireProductStaff(request: FastifyRequest): Promise<number> {
  return requirePermission(request, 'admin.access');
}

export interface ProductRequestInput {
  productCode: string;
  nickname: string;
  mobile: string;
  email: string;
  mode: ProductMode;
}

/**
 * Spec 5 request form, checked on the server with the form's own rule. Only the mode's contact is
 * kept: the mobile in China mode, the e-mail overseas.
 */
export function parseProductRequest(
  body: ProductRequestBody & { product_code: string },
): ProductRequestInput {
  const input = { nickname: body.nickname ?? '', mobile: body.mobile ?? '', email: body.email ?? '' };
  const mode = productRequestMode(body);
  const problem = productRequestProblem(input, mode);
  if (problem === 'nickname_too_long') fail('validation_error', { fields: ['nickname'] });
  if (problem) fail(problem);
  return {
    productCode: body.product_code,
    nickname: input.nickname.trim(),
    mobile: mode === 'cn' ? input.mobile.trim() : '',
    email: mode === 'en' ? input.email.trim() : '',
    mode,
  };
}
