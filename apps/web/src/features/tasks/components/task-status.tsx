import type { TaskStatus as Status } from '@miao/contracts/tasks';
import { CheckIcon } from '@/components/icons/ui-icons';
import { useHydrated } from '@/hooks/use-hydrated';
import { useReaderTimeZone } from '@/hooks/use-reader-time-zone';
import type { Language } from '@/lib/language';
import { formatTaskRange } from '@/features/tasks/utils/task-dates';
import { ClockIcon } from '@/components/icons/line-icons';
import { useTranslation } from '@/lib/use-translation';

/**
 * Spec 2: processing shows the time range highlighted (accent); closed shows an end label and a
 * check icon (grey). A task past its end that staff have not closed yet says so (issue 18: a
 * finished contest read "in progress"), once in the browser: the server's clock is not the visitor's.
 */
export function TaskStatus(props: { status: Status; startAt: string; endAt: string; language: Language }) {
  const { t } = useTranslation();
  const past = useHydrated() && Date.parse(props.endAt) < Date.now();
  // the reader's zone once the page runs, said after the range (decision 057)
  const timeZone = useReaderTimeZone(props.language);
  if (props.status === 'closed') {
    return (
      <span className="task-status task-status--closed">
        <CheckIcon />
        {t('tasks.status.closed')}
      </span>
    );
  }
  return (
    <span className="task-status task-status--processing">
      <span className="task-status__label">
        {t(past ? 'tasks.status.pastEnd' : 'tasks.status.processing')}
      </span>
      <span className="task-status__range">
        <ClockIcon />
        <time dateTime={props.startAt}>
          {formatTaskRange(props.startAt, props.endAt, props.language, timeZone)}
        </time>
      </span>
    </span>
  );
}
