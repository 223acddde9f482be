import type { Profile, UserInfo } from '@miao/contracts/users';
import type { UserRow } from './accounts';

export function presentUserInfo(user: Pick<UserRow, 'id' | 'nickname' | 'avatar'>): UserInfo {
  return { id: user.id, nickname: user.nickname, avatar: user.avatar };
}

/** What anyone may read of a member's profile (issue 35): the bio and links, nothing private. */
export function presentPublicProfile(user: Pick<UserRow, 'bio' | 'links'>): Pick<Profile, 'bio' | 'links'> {
  return { bio: user.bio, links: user.links.map((link) => ({ url: link.url, label: link.label })) };
}

export function presentProfile(user: UserRow): Profile {
  return {
    ...presentUserInfo(user),
    ...presentPublicProfile(user),
    bind_phone: user.phone ?? '',
    email: user.email ?? '',
    wallet_address: user.walletAddress,
    invite_code: user.inviteCode,
    create_time: user.createdAt.toISOString(),
  };
}
