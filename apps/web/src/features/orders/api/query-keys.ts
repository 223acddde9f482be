/** Every orders query starts with one of these; claims, imports and settings invalidate them. */
export const ordersQueryKeys = {
  mine: ['orders', 'mine'] as const,
  invite: ['orders', 'invite'] as const,
  staffList: ['staff', 'orders'] as const,
  staffDetail: ['staff', 'orders', 'detail'] as const,
  rewardSettings: ['staff', 'order-rewards'] as const,
};
