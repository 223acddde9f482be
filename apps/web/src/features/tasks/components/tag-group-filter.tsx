import type { TaskTag } from '@miao/contracts/tasks';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@/lib/language';
import { tagGroupIdsQueryOptions, tagGroupName, useTagGroups } from '@/features/tasks/api/get-tag-groups';
import { useTranslation } from '@/lib/use-translation';

/**
 * Issue 17: the tag groups (contests, products, topics) as one-click filters of the task board. A
 * group sets the filter to its tags (read with the group-ids call); pressed again it clears them.
 */
export function TagGroupFilter(props: {
  tagIds: readonly number[];
  tags: readonly TaskTag[];
  language: Language;
  onChange: (tagIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useTagGroups();
  const list = groups.data?.results ?? [];
  if (list.length === 0) return null;
  const selected = new Set(props.tagIds);
  const isActive = (groupId: number) => {
    const ids = props.tags.filter((tag) => tag.group_id === groupId).map((tag) => tag.id);
    return ids.length > 0 && ids.length === selected.size && ids.every((id) => selected.has(id));
  };
  const choose = async (groupId: number) => {
    if (isActive(groupId)) {
      props.onChange([]);
      return;
    }
    const ids = await queryClient.fetchQuery(tagGroupIdsQueryOptions(groupId));
    props.onChange(ids);
  };
  return (
    <div className="task-filters__groups" role="group" aria-label={t('tasks.list.tagGroups')}>
      {list.map((group) => {
        const on = isActive(group.id);
        return (
          <button
            key={group.id}
            type="button"
            className={`task-chip task-chip--group${on ? ' is-active' : ''}`}
            aria-pressed={on}
            onClick={() => void choose(group.id)}
          >
            {tagGroupName(group, props.language)}
          </button>
        );
      })}
    </div>
  );
}
