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
  search: {
    /** The site search's answer for one query (features/search, decision 063). */
    results: (q: string, lang: string) => ['search', lang, q] as const,
  },
  customisation: {
    order: (lookup: { orderNo: string; platform: string; product: string }) =>
      ['customisation', 'order', lookup.product, lookup.platform, lookup.orderNo] as const,
    /** The member's own customisable orders of one keyboard. */
    own: (product: string) => ['customisation', 'own', product] as const,
    /** Every staff customisation list (a save invalidates them all). */
    staff: ['staff', 'custom-orders'] as const,
    staffList: (filters: object) => ['staff', 'custom-orders', filters] as const,
  },
  devices: {
    /** Every staff devices query (the import invalidates them all). */
    staff: ['staff', 'devices'] as const,
    staffSummary: ['staff', 'devices', 'summary'] as const,
    staffList: (filters: object) => ['staff', 'devices', 'list', filters] as const,
  },
  draws: {
    detail: (slug: string) => ['draws', slug] as const,
    /** Every staff draws query (creating or redeeming invalidates them all). */
    staff: ['staff', 'draws'] as const,
    staffList: (page: number) => ['staff', 'draws', 'list', page] as const,
    staffDetail: (slug: string) => ['staff', 'draws', 'detail', slug] as const,
  },
  numbers: {
    /** A queue's public facts (size, numbers taken). */
    queue: (activity: string) => ['numbers', 'queue', activity] as const,
    /** The member's places and numbers (spec 7 nft-number info). */
    mine: ['numbers', 'mine'] as const,
    staff: ['staff', 'number-queues'] as const,
    staffEntries: (queueId: number) => ['staff', 'number-queues', queueId, 'entries'] as const,
  },
  orders: {
    mine: ['orders', 'mine'] as const,
    invite: ['orders', 'invite'] as const,
    staffList: ['staff', 'orders'] as const,
    webhookSecrets: ['staff', 'orders', 'webhook-secrets'] as const,
    staffDetail: ['staff', 'orders', 'detail'] as const,
    rewardSettings: ['staff', 'order-rewards'] as const,
  },
  users: {
    me: ['users', 'me'] as const,
    detail: (id: number) => ['users', id] as const,
    comments: (id: number, page: number) => ['users', id, 'comments', page] as const,
    rewards: (id: number, page: number) => ['users', id, 'rewards', page] as const,
    /** Every page of a member's rewards (a reward promised to them changes it). */
    allRewards: (id: number) => ['users', id, 'rewards'] as const,
    search: (term: string) => ['users', 'search', term] as const,
  },
  groups: {
    all: ['groups'] as const,
    mine: ['groups', 'mine'] as const,
  },
  permissions: {
    currentUser: ['permissions', 'current-user'] as const,
  },
  finance: {
    summary: (coinTypeId: number) => ['finance', 'summary', coinTypeId] as const,
    movements: (filters: object) => ['finance', 'movements', filters] as const,
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
    tagGroups: ['task-tags', 'groups'] as const,
    tagGroupIds: (groupId: number) => ['task-tags', 'groups', groupId] as const,
    record: ['tasks', 'record'] as const,
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
    // outside 'notifications': marking read invalidates that prefix, which does not change these
    preferences: ['notification-preferences'] as const,
  },
  /** Store and social links (issue 17), in every page's chrome; the staff console writes into it. */
  siteLinks: ['site-links'] as const,
  /** Spec 7 country check (once per visit). */
  country: ['country-check'] as const,
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
    siteLinks: ['staff', 'site-links'] as const,
    /** The console's own sections (decision 025); every staff write invalidates `audit`. */
    audit: ['staff', 'audit'] as const,
    auditPage: (filters: object) => ['staff', 'audit', filters] as const,
    categories: ['staff', 'task-categories'] as const,
    tags: ['staff', 'task-tags'] as const,
    users: ['staff', 'users'] as const,
    usersPage: (filters: object) => ['staff', 'users', 'page', filters] as const,
    user: (id: number) => ['staff', 'users', 'detail', id] as const,
    groups: ['staff', 'groups'] as const,
    tasks: ['staff', 'tasks'] as const,
    tasksPage: (filters: object) => ['staff', 'tasks', filters] as const,
    jobs: ['staff', 'jobs'] as const,
    jobsPage: (filters: object) => ['staff', 'jobs', filters] as const,
  },
};
