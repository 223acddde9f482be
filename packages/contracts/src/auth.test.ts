import { describe, expect, it } from 'vitest';
import { codeField, emailField, phoneField } from './auth';
import { signInFields } from './auth-rules';
import { EMAIL_INPUT_MAX } from './limits';

const samples = [
  '',
  '  ',
  'bob@example.com',
  '  Bob@Example.COM ',
  'bob@example.c',
  'bob@example.comms',
  'bob@@example.com',
  `${'a'.repeat(EMAIL_INPUT_MAX)}@example.com`,
  '13800138000',
  ' 13800138000 ',
  '12800138000',
  '1380013800',
  '123456',
  ' 654321 ',
  '12345',
  '1234567',
  '12a456',
  '１２３４５６',
];

describe('sign-in fields without zod (the sign-in page loads no schema library)', () => {
  it.each([
    ['email', emailField],
    ['phone', phoneField],
    ['code', codeField],
  ] as const)('%s reads every sample as the server schema does', (name, schema) => {
    for (const sample of samples) {
      const parsed = schema.safeParse(sample);
      expect(signInFields[name](sample), JSON.stringify(sample)).toBe(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
