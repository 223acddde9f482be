/**
 * Every TanStack Query key of the web app, in one place: the feature that reads a query builds its
 * key here, and every feature whose change alters it invalidates through the same entry, so a key
 * cannot drift between owner and invalidator. A key's first parts are its area, so invalidating a
 * prefix (`queryKeys.tasks.list`) reaches every page and filter under it.
 *
 * Plain constants, no schemas: the header's unread count imports this at startup (decision 008).
 */
export const queryKeys = {
  chat: {
    features: ['chat', 'features'] as const,
    history: ['chat', 'history'] as const,
    faq: ['chat', 'workspace', 'faq'] as const,
    unanswered: ['chat', 'workspace', 'unanswered'] as const,
    conversations: ['chat', 'workspace', 'conversations'] as const,
  },
  devices: {
    /** Every staff devices query (the import invalidates them all). */
    staff: ['staff', 'devices'] as const,
    staffSummary: ['staff', 'devices', 'summary'] as const,
    staffList: (filters: object) => ['staff', 'devices', 'list', filters] as const,
  },
  orders: {
    mine: ['orders', 'mine'] as const,
    invite: ['orders', 'invite'] as const,
    staffList: ['staff', 'orders'] as const,
    staffDetail: ['staff', 'orders', 'detail'] as const,
    rewardSettings: ['staff', 'order-rewards'] as const,
  },
  users: {
    me: ['users', 'me'] as const,
    detail: (id: number) => ['users', id] as const,
    search: (term: string) => ['users', 'search', term] as const,
  },
  groups: {
    all: ['groups'] as const,
    mine: ['groups', 'mine'] as const,
  },
  permissions: {
    currentUser: ['permissions', 'current-user'] as const,
  },
  coin: {
    balance: ['coin', 'balance'] as const,
    balanceOf: (coinTypeId: number | string) => ['coin', 'balance', coinTypeId] as const,
    balanceHistory: ['coin', 'balance-history'] as const,
    balanceHistoryPage: (filters: object) => ['coin', 'balance-history', 'page', filters] as const,
    balanceHistoryInfinite: (filters: object) => ['coin', 'balance-history', 'infinite', filters] as const,
    chains: ['chains'] as const,
  },
  tasks: {
    list: ['tasks', 'list'] as const,
    listPage: (filters: object, page: number) => ['tasks', 'list', 'page', filters, page] as const,
    listInfinite: (filters: object) => ['tasks', 'list', 'infinite', filters] as const,
    detail: (id: number) => ['tasks', 'detail', id] as const,
    tags: ['task-tags'] as const,
    tagTips: (ids: readonly number[]) => ['task-tags', 'tips', ids] as const,
    categories: (signedIn: boolean) => ['task-categories', signedIn ? 'signed-in' : 'anonymous'] as const,
  },
  comments: {
    list: (taskId: number) => ['comments', 'list', taskId] as const,
    topPage: (taskId: number, ordering: string, page: number, pageSize: number) =>
      ['comments', 'list', taskId, 'top', ordering, 'page', page, pageSize] as const,
    topMore: (taskId: number, ordering: string, pageSize: number) =>
      ['comments', 'list', taskId, 'top', ordering, 'more', pageSize] as const,
    thread: (taskId: number, topId: number, pageSize: number) =>
      ['comments', 'list', taskId, 'thread', topId, pageSize] as const,
    position: (id: number, ordering: string, pageSize: number) =>
      ['comments', 'position', id, ordering, pageSize] as const,
  },
  rewards: {
    list: (taskId: number) => ['rewards', 'list', taskId] as const,
    pending: ['rewards', 'pending'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: ['notifications', 'list'] as const,
    unreadCount: ['notifications', 'unread-count'] as const,
  },
  products: {
    settings: ['product-settings'] as const,
    requestCount: (code: string) => ['product-requests', 'count', code] as const,
    requestInfo: (code: string) => ['product-requests', 'info', code] as const,
  },
  appVersions: {
    all: ['app-versions'] as const,
    newest: (appCode: string, platform: string) => ['app-versions', 'newest', appCode, platform] as const,
  },
  info: {
    appReleases: ['info', 'app-releases'] as const,
    appReleasesOf: (appCode: string) => ['info', 'app-releases', appCode] as const,
    appHistory: ['info', 'app-history'] as const,
    appHistoryOf: (appCode: string, platform: string) => ['info', 'app-history', appCode, platform] as const,
    taskTags: ['info', 'task-tags'] as const,
  },
  staff: {
    newsletter: ['staff', 'newsletter'] as const,
    newsletterPage: (filters: object) => ['staff', 'newsletter', filters] as const,
    productSettings: ['staff', 'product-settings'] as const,
    productRequests: ['staff', 'product-requests'] as const,
    productRequestsPage: (filters: object) => ['staff', 'product-requests', filters] as const,
    shortLinks: ['staff', 'short-links'] as const,
    shortLinksPage: (page: { page_number: number }) => ['staff', 'short-links', page] as const,
    appVersions: ['staff', 'app-versions'] as const,
    appVersionsPage: (input: object) => ['staff', 'app-versions', input] as const,
  },
};
