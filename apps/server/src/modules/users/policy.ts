import { nicknameField, type ProfileUpdate } from '@miao/contracts/users';
import { fail } from '../../platform/errors';

/** Spec 5: nickname required (after trim), at most 20 characters; answered with field-specific codes. */
export function parseProfileUpdate(body: { nickname: string; avatar?: string }): ProfileUpdate {
  const nickname = nicknameField.safeParse(body.nickname);
  if (!nickname.success) {
    if (body.nickname.trim() === '') fail('nickname_required');
    fail('validation_error', { fields: ['nickname'] });
  }
  return { nickname: nickname.data, avatar: body.avatar?.trim() };
}
