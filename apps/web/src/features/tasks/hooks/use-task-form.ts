import type { TaskDetail } from '@miao/contracts/tasks';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateTask } from '@/features/tasks/api/create-task';
import { useUpdateTask } from '@/features/tasks/api/update-task';
import {
  serverFieldErrors,
  toCreateRequest,
  toUpdateRequest,
  validateTaskForm,
  type TaskFormErrors,
  type TaskFormValues,
} from '@/features/tasks/utils/task-form';
import { useTranslation } from '@/lib/use-translation';

/**
 * The task form's state: the values as typed, the refusals per field (the rules of spec 5 before
 * sending, the server's `fields` after), uploads in flight, and the submit that creates or updates.
 * The form's sections read and change it through what this returns.
 */
export function useTaskForm(options: {
  initial: TaskFormValues;
  editing: boolean;
  /** The task being edited (edit mode). */
  task?: TaskDetail;
  onSaved: (task: TaskDetail) => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [busyUploads, setBusyUploads] = useState(0);
  const create = useCreateTask();
  const update = useUpdateTask();
  const saving = create.isPending || update.isPending;
  const { editing } = options;

  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const onBusy = (busy: boolean) => setBusyUploads((n) => Math.max(0, n + (busy ? 1 : -1)));
  /** An input's id and its links to its error or hint, by field name. */
  const field = (name: string) => ({
    id: `${uid}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : `${uid}-${name}-hint`,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTaskForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // bring the first refused field into view, after the messages render
      window.setTimeout(
        () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        0,
      );
      return;
    }
    const onError = (error: unknown) => {
      const fields =
        error instanceof ApiError ? (error.body as { fields?: unknown } | undefined)?.fields : undefined;
      if (Array.isArray(fields))
        setErrors(serverFieldErrors(fields.filter((f): f is string => typeof f === 'string')));
    };
    const onSuccess = (task: TaskDetail) => {
      toast.success(editing ? t('tasks.form.saved') : t('tasks.form.published'));
      options.onSaved(task);
    };
    if (editing && options.task)
      update.mutate({ id: options.task.id, data: toUpdateRequest(values) }, { onSuccess, onError });
    else create.mutate(toCreateRequest(values), { onSuccess, onError });
  };

  return {
    uid,
    formRef,
    values,
    setValues,
    errors,
    setErrors,
    set,
    field,
    onBusy,
    onSubmit,
    saving,
    busy: saving || busyUploads > 0,
    errorCount: Object.values(errors).filter(Boolean).length,
  };
}

export type TaskFormState = ReturnType<typeof useTaskForm>;
