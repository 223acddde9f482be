import { useId, type ReactNode } from 'react';
import type { FieldError } from '@/features/tasks/utils/task-form';
import { useTranslation } from '@/lib/use-translation';

/** One titled card of the task form. */
export function TaskFormSection(props: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <section className="card task-form__section" aria-labelledby={id}>
      <header className="task-form__section-head">
        <h2 id={id} className="card__title">
          {props.title}
        </h2>
        {props.aside}
      </header>
      <div className="task-form__fields">{props.children}</div>
    </section>
  );
}

/** A field's refusal, translated; nothing when the field is fine. */
export function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="form__error">
      {t(error.key, error.values)}
    </p>
  );
}
