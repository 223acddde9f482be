import { PROFILE_LINKS_MAX } from '@miao/contracts/limits';
import { bioField, nicknameField, profileLink, type ProfileUpdate } from '@miao/contracts/users';
import { fail } from '../../platform/errors';

export interface ProfileUpdateBody {
  nickname: string;
  avatar?: string;
  bio?: string;
  links?: unknown[];
}

/**
 * Spec 5: nickname required (after trim), at most 20 characters; issue 35: a bio of at most
 * PROFILE_BIO_MAX characters and at most PROFILE_LINKS_MAX https links. Each refusal names its field
 * (and the link's place) so the form can show it beside the input.
 */
export function parseProfileUpdate(body: ProfileUpdateBody): ProfileUpdate {
  const nickname = nicknameField.safeParse(body.nickname);
  if (!nickname.success) {
    if (body.nickname.trim() === '') fail('nickname_required');
    fail('validation_error', { fields: ['nickname'] });
  }
  let bio: string | undefined;
  if (body.bio !== undefined) {
    const parsed = bioField.safeParse(body.bio);
    if (!parsed.success) fail('bio_too_long', { fields: ['bio'] });
    bio = parsed.data;
  }
  let links: ProfileUpdate['links'];
  if (body.links !== undefined) {
    if (body.links.length > PROFILE_LINKS_MAX) fail('profile_links_too_many', { fields: ['links'] });
    links = body.links.map((link, index) => {
      const parsed = profileLink.safeParse(link);
      if (!parsed.success) fail('profile_link_invalid', { fields: [`links.${index}`] });
      return parsed.data;
    });
  }
  return {
    nickname: nickname.data,
    avatar: body.avatar?.trim(),
    ...(bio === undefined ? {} : { bio }),
    ...(links === undefined ? {} : { links }),
  };
}
