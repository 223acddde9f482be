import type { TaskDetail, TaskSummary } from '@miao/contracts/tasks';

/** A processing task by member 7, open for a week around now. */
export function buildTaskSummary(over: Partial<TaskSummary> = {}): TaskSummary {
  const now = Date.now();
  return {
    id: 12,
    user_id: 7,
    title: 'Which colourway for the next resin keycap?',
    status: 'processing',
    operation: 'manual',
    start_at: new Date(now - 86_400_000).toISOString(),
    end_at: new Date(now + 6 * 86_400_000).toISOString(),
    coin_type_id: 1,
    max_reward_number: 80,
    task_category_id: 1,
    medias: [],
    language: 'en',
    public_permission: 'public',
    reply_disabled: false,
    user_info: { id: 7, nickname: 'Alice', avatar: '' },
    tags: [{ tag_id: 3, tag_name: 'Cosmo Killer' }],
    mention_user_ids: [],
    vote_conf: { enable: true, max_num: 1, show_res: false },
    category: { id: 1, name: '设计', name_en: 'Design', is_public: true },
    chain: { id: 1, coin_name: 'MIAO COIN' },
    comment_count: 4,
    create_time: new Date(now - 86_400_000).toISOString(),
    update_time: new Date(now - 86_400_000).toISOString(),
    ...over,
  };
}

export function buildTask(over: Partial<TaskDetail> = {}): TaskDetail {
  return {
    ...buildTaskSummary(),
    content: '<p>Vote for your favourite.</p>',
    mention_user_info: [],
    vote_content: {
      vote_list: [
        { id: 101, content: 'Aurora', pic: '', vote_num: null },
        { id: 102, content: 'Ember', pic: '', vote_num: null },
        { id: 103, content: 'Midnight', pic: '', vote_num: null },
      ],
      vote_total_num: null,
      show_res: false,
    },
    my_vote_ids: [],
    rewarded_number: 0,
    remaining_number: 80,
    pending_number: 0,
    ...over,
  };
}
