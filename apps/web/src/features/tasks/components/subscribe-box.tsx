import { EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { useId, useState, type FormEvent } from 'react';
import { isSubscription, useSubscribeTask } from '@/features/tasks/api/subscribe-task';
import { MailIcon } from '@/components/icons/line-icons';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTranslation } from '@/lib/use-translation';

/** Subscribe by e-mail to a task's new comments (spec 2, rule of spec 5); disabled while sending. */
export function SubscribeBox({ taskId }: { taskId: number }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const subscribe = useSubscribeTask();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { email: email.trim(), task_id: taskId };
    if (!isSubscription(input)) {
      setError(t('error.Please enter the correct e-mail'));
      return;
    }
    setError(undefined);
    subscribe.mutate(input, {
      onSuccess: (answer) => {
        setDone(answer.email);
        setEmail('');
      },
    });
  };

  return (
    <section className="card task-side-card subscribe-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="task-side-card__title">
        <MailIcon /> {t('tasks.subscribe.title')}
      </h2>
      <p className="task-side-card__text">{t('tasks.subscribe.lead')}</p>
      <form className="subscribe-box__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t('tasks.subscribe.email')}
        </label>
        <input
          id={inputId}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('tasks.subscribe.placeholder')}
          value={email}
          maxLength={EMAIL_INPUT_MAX}
          onChange={(e) => {
            setEmail(e.target.value.slice(0, EMAIL_INPUT_MAX));
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="button button--primary" disabled={!hydrated || subscribe.isPending}>
          {subscribe.isPending ? t('tasks.subscribe.sending') : t('tasks.subscribe.submit')}
        </button>
      </form>
      <p id={messageId} className={error ? 'form__error' : 'form__hint'} aria-live="polite">
        {error ?? (done ? t('tasks.subscribe.done', { email: done }) : '')}
      </p>
    </section>
  );
}
