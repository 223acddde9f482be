import { z } from 'zod';
import { isProfileLinkUrl } from './profile-links';
import {
  NICKNAME_MAX,
  PROFILE_BIO_MAX,
  PROFILE_LINK_LABEL_MAX,
  PROFILE_LINKS_MAX,
  USER_ACTIVITY_PAGE_SIZE,
  USER_ACTIVITY_PAGE_SIZE_MAX,
} from './limits';
import { INT4_MAX, PAGE_NUMBER_MAX } from './common';

export const userInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Characters as a reader counts them: code points, so 喵 is one and an emoji is one. */
export const characterCount = (text: string) => [...text].length;

export { isProfileLinkUrl };

export const profileLink = z.object({
  url: z.string().trim().refine(isProfileLinkUrl),
  /** Shown instead of the address when set. */
  label: z
    .string()
    .trim()
    .refine((v) => characterCount(v) <= PROFILE_LINK_LABEL_MAX)
    .default(''),
});
export type ProfileLink = z.infer<typeof profileLink>;

/** Plain text, at most PROFILE_BIO_MAX characters; line breaks are kept, ends trimmed. */
export const bioField = z
  .string()
  .trim()
  .refine((v) => characterCount(v) <= PROFILE_BIO_MAX);
export const profileLinksField = z.array(profileLink).max(PROFILE_LINKS_MAX);

/** What anyone may read of a member (issue 35): never their e-mail, phone or invite code. */
export const publicProfileFields = {
  bio: z.string(),
  links: z.array(z.object({ url: z.string(), label: z.string() })),
};

export const profile = userInfo.extend({
  ...publicProfileFields,
  bind_phone: z.string(),
  email: z.string(),
  wallet_address: z.string(),
  invite_code: z.string(),
  create_time: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const nicknameField = z.string().trim().min(1).max(NICKNAME_MAX);

export const profileUpdate = z.object({
  nickname: nicknameField,
  /** An address returned by the upload flow (spec 7); empty keeps the default avatar. */
  avatar: z.string().trim().max(500).optional(),
  /** Omitted keeps the current bio; '' clears it. */
  bio: bioField.optional(),
  /** Omitted keeps the current links; [] removes them. */
  links: profileLinksField.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const userListQuery = z.object({
  nickname__icontains: z.string().trim().max(NICKNAME_MAX).optional(),
  type: z.enum(['comment']).optional(),
  /** Mention look-up on a task: only members who may see it (a mention must not reveal it to others). */
  task_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
});

export const userDetail = userInfo.extend({
  ...publicProfileFields,
  create_time: z.string(),
  tasks: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string() })),
});

export const permissionEntry = z.object({
  name: z.string(),
  items: z.array(z.object({ action: z.string(), status: z.literal('allow') })),
});
export const currentUserPermissions = z.array(permissionEntry);
export type CurrentUserPermissions = z.infer<typeof currentUserPermissions>;

export const group = z.object({ id: z.number().int(), name: z.string() });
export type Group = z.infer<typeof group>;

/** Spec 6: every permission the product knows. `admin.access` marks staff tools. */
export const PERMISSIONS = [
  'comment.retrieve',
  'comment.delete',
  'comment.delete_others',
  'comment.mention',
  'task.reward',
  /** Pin and unpin announcements at the top of the task board (issue 18); staff hold it. */
  'task.pin',
  'user.retrieve',
  'reward.create',
  'reward.other_create_reward',
  'reward.update',
  'reward.other_update_reward',
  'admin.access',
  /** The AI workspace behind /ai-login/: the assistant's FAQ and its conversations (issue 16). */
  'ai.workspace',
  /** The finance workspace behind /finance-login/: MIAO COIN supply, movements, exports (issue 16). */
  'finance.workspace',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The default set every signed-in member holds (foundation issue). */
export const MEMBER_PERMISSIONS: Permission[] = [
  'comment.retrieve',
  'comment.delete',
  'comment.mention',
  'user.retrieve',
  'reward.create',
  'reward.update',
];
export const MEMBERS_GROUP = 'members';
export const STAFF_GROUP = 'internal staff';

/** GET /api/users/{id}/comments and /rewards: paging of a member's page (issue 18). */
export const userActivityQuery = z.object({
  page_number: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(USER_ACTIVITY_PAGE_SIZE_MAX).default(USER_ACTIVITY_PAGE_SIZE),
});
export type UserActivityQuery = z.infer<typeof userActivityQuery>;

const activityTask = z.object({ id: z.number().int(), title: z.string() });

/** A member's comment on their page: plain-text preview, linking to `#task-comment-{id}` of its task. */
export const userComment = z.object({
  id: z.number().int(),
  /** Plain text, at most USER_COMMENT_PREVIEW_MAX characters then an ellipsis. */
  content: z.string(),
  /** A reply (superior_id not 0) rather than a top-level comment. */
  is_reply: z.boolean(),
  create_time: z.string(),
  task: activityTask,
});
export type UserComment = z.infer<typeof userComment>;

/** A reward the member received on one of their comments. */
export const userReward = z.object({
  id: z.number().int(),
  number: z.number().int(),
  status: z.enum(['processing', 'sent']),
  create_time: z.string(),
  comment_id: z.number().int(),
  task: activityTask,
});
export type UserReward = z.infer<typeof userReward>;
