import type { Profile, UserInfo } from '@miao/contracts/users';
import type { UserRow } from './accounts';

export function presentUserInfo(user: Pick<UserRow, 'id' | 'nickname' | 'avatar'>): UserInfo {
  return { id: user.id, nickname: user.nickname, avatar: user.avatar };
}

export function presentProfile(user: UserRow): Profile {
  return {
    ...presentUserInfo(user),
    bind_phone: user.phone ?? '',
    email: user.email ?? '',
    wallet_address: user.walletAddress,
    invite_code: user.inviteCode,
    create_time: user.createdAt.toISOString(),
  };
}
